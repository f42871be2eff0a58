// The shared footer (spec §2): leading categories (first 6 children each), popular product types
// and brands, about, quick links, customer care, social links, app stores, payment logos and the
// year. Names follow the language. The gateway renders it into the page with its lists, and the
// browser hydrates it when the shopper comes near it (footer-root.tsx); where the server did not, it is
// loaded after the first paint and fetches its lists itself.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media, skipWhileOffscreen } from 'design-system';
import {
  fetchLeadCategories,
  fetchPrimeBrands,
  fetchPrimeTypes,
  nameIn,
  type CategoryItem,
  type NamedItem,
} from '../categories/categories-api';
import { INFO_PAGES, sellerPath } from '../routing/route-table';
import { CARE_EMAIL, CARE_PHONE, CARE_PHONE_HREF } from './care-contact';
import { AppStoreBadges, PaymentLogos, SocialLinks } from './footer-badges';

const Bar = styled.footer`
  /* below the fold on every page: laid out once the shopper scrolls near it */
  ${skipWhileOffscreen('120rem')}
  margin-top: ${({ theme }) => theme.space[12]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[24]};
  background: ${({ theme }) => theme.colors.footer.background};
  color: ${({ theme }) => theme.colors.footer.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.md} {
    padding-bottom: ${({ theme }) => theme.space[6]};
    contain-intrinsic-block-size: auto 53rem;
  }
  a {
    color: ${({ theme }) => theme.colors.footer.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.footer.heading};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.footer.heading};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space[1.5]};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const InfoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} {
    grid-template-columns: 2fr 1fr 1fr 2fr;
  }
  > .span-2 {
    grid-column: span 2;
  }
  ${media.lg} {
    > .span-2 {
      grid-column: auto;
    }
  }
`;

const Chips = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.footer.chipBorder};
    border-radius: ${({ theme }) => theme.radii.full};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[8]};
  align-items: center;
  justify-content: space-between;
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.footer.divider};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.footer.muted};
  line-height: 1.7;
`;

/** The footer's three lists, as the gateway's /api routes answer them. */
export interface FooterLists {
  lead: CategoryItem[];
  types: NamedItem[];
  brands: NamedItem[];
}

function useFooterData(given: FooterLists | undefined): FooterLists {
  const [lead, setLead] = useState<CategoryItem[]>(given?.lead ?? []);
  const [types, setTypes] = useState<NamedItem[]>(given?.types ?? []);
  const [brands, setBrands] = useState<NamedItem[]>(given?.brands ?? []);
  useEffect(() => {
    if (given) return;
    const log = (what: string) => (error: unknown) => console.error(`[shell] footer ${what} failed`, error);
    fetchLeadCategories().then(setLead, log('categories'));
    fetchPrimeTypes().then(setTypes, log('types'));
    fetchPrimeBrands().then(setBrands, log('brands'));
  }, [given]);
  return { lead, types, brands };
}

/** `lists`: what the server rendered it with; without them it fetches its own. */
export default function Footer({ lists }: { lists?: FooterLists }) {
  const { t, i18n } = useTranslation(['footer', 'common']);
  const language = i18n.language;
  const { lead, types, brands } = useFooterData(lists);
  return (
    <Bar aria-label={t('footer:footer_label')}>
      <Inner>
        {lead.length > 0 && (
          <section aria-labelledby="footer-lead">
            <h2 id="footer-lead">{t('footer:leading_categories')}</h2>
            <Columns data-testid="footer-categories">
              {lead.map((parent) => (
                <div key={parent.id}>
                  <h3>
                    <Link to={`/category/${parent.slug}`}>{nameIn(parent, language)}</Link>
                  </h3>
                  <ul>
                    {parent.children.slice(0, 6).map((child) => (
                      <li key={child.id}>
                        <Link to={`/category/${parent.slug}/${child.slug}`}>{nameIn(child, language)}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Columns>
          </section>
        )}
        {types.length > 0 && (
          <section aria-labelledby="footer-types">
            <h2 id="footer-types">{t('footer:popular_types')}</h2>
            <Chips>
              {types.map((type) => (
                <li key={type.id}>
                  <Link to={`/types/${type.slug}`}>{nameIn(type, language)}</Link>
                </li>
              ))}
            </Chips>
          </section>
        )}
        {brands.length > 0 && (
          <section aria-labelledby="footer-brands">
            <h2 id="footer-brands">{t('footer:popular_brands')}</h2>
            <Chips>
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link to={`/brands/${brand.slug}`}>{nameIn(brand, language)}</Link>
                </li>
              ))}
            </Chips>
          </section>
        )}
        <InfoColumns>
          <section aria-labelledby="footer-about" className="span-2">
            <h2 id="footer-about">{t('footer:about_title')}</h2>
            <Muted>{t('footer:about_text')}</Muted>
          </section>
          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick">{t('footer:quick_links')}</h2>
            <ul>
              {INFO_PAGES.map((page) => (
                <li key={page}>
                  <Link to={`/${page}`}>{t(`common:info_${page}`)}</Link>
                </li>
              ))}
              <li>
                <Link to={sellerPath('groceries')}>{t('footer:sell_through_us')}</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-care">
            <h2 id="footer-care">{t('footer:customer_care')}</h2>
            <ul>
              <li>
                <a href={CARE_PHONE_HREF} aria-label={`${t('footer:care_phone_label')} ${CARE_PHONE}`}>
                  <span dir="ltr">{CARE_PHONE}</span>
                </a>
              </li>
              <li>
                <a href={`mailto:${CARE_EMAIL}`}>{CARE_EMAIL}</a>
              </li>
              <li>
                <Muted as="span">{t('footer:care_hours')}</Muted>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-social" className="span-2">
            <h2 id="footer-social">{t('footer:follow_us')}</h2>
            <SocialLinks />
            <h2 style={{ marginTop: 20 }}>{t('footer:get_the_app')}</h2>
            <AppStoreBadges />
          </section>
        </InfoColumns>
        <Bottom>
          <p style={{ margin: 0 }}>{t('footer:copyright', { year: new Date().getFullYear() })}</p>
          <PaymentLogos />
        </Bottom>
      </Inner>
    </Bar>
  );
}
