// /mobile/categories: every category and its children, for phones (the bottom bar's "Categories").
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, media, Skeleton } from 'design-system';
import { PageWrap } from '../listing/listing-header';
import { localName, useLanguage } from '../shared/language';
import { PageSeo } from '../shared/page-seo';
import { CatalogCategoryTreeDocument } from '../generated/light/graphql';
import { useLightQuery } from '../shared/light-query';

const Parent = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 3.5rem;
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  summary img {
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
`;

const Children = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
    color: ${({ theme }) => theme.colors.text.primary};
    text-decoration: none;
    text-align: center;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    height: 100%;
  }
  img {
    width: 56px;
    height: 56px;
  }
`;

export default function MobileCategoriesPage() {
  const { t } = useTranslation(['homepage', 'seo']);
  const language = useLanguage();
  const { data, error, retry } = useLightQuery(CatalogCategoryTreeDocument, {});
  const idPrefix = useId();
  return (
    <PageWrap>
      <PageSeo title={t('seo:categories_title')} description={t('seo:categories_description')} />
      <h1 style={{ marginBottom: 12 }}>{t('categories.title')}</h1>
      {error && !data ? (
        <>
          <Alert tone="error">{t('listing.error')}</Alert>
          <Button onClick={retry}>{t('listing.retry')}</Button>
        </>
      ) : !data ? (
        Array.from({ length: 8 }, (_, index) => <Skeleton key={index} height="3.5rem" style={{ marginBottom: 4 }} />)
      ) : (
        data.categories.map((parent, index) => (
          // Named by its summary, so each group is announced with its category.
          <Parent key={parent.id} open={index === 0} aria-labelledby={`${idPrefix}-${parent.slug}`}>
            <summary id={`${idPrefix}-${parent.slug}`}>
              {parent.image && <img src={parent.image} alt="" width={40} height={40} loading="lazy" />}
              {localName(parent, language)}
            </summary>
            <Children>
              <li>
                <Link to={`/category/${parent.slug}`}>{t('categories.all_in', { name: localName(parent, language) })}</Link>
              </li>
              {parent.children.map((child) => (
                <li key={child.id}>
                  <Link to={`/category/${parent.slug}/${child.slug}`}>
                    {child.image && <img src={child.image} alt="" width={56} height={56} loading="lazy" />}
                    {localName(child, language)}
                  </Link>
                </li>
              ))}
            </Children>
          </Parent>
        ))
      )}
    </PageWrap>
  );
}
