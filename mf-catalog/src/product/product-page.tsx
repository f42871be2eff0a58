// /product/{slug}: images, name and description in the page language, price near the shopper,
// weight, brand, tags, stock and order limit, attributes, the sellers in range, add-to-cart and
// wishlist (other teams' fragments), similar products, and SEO (title, description, canonical,
// Product JSON-LD).
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, formatPrice, media, Price, ProductImage, Skeleton } from 'design-system';
import { AreaNotFound, RemoteFragment, usePageOrigin } from 'remote-kit';
import { ProductRail } from '../fragments/product-rail/product-rail';
import { discountPercent } from '../fragments/product-card/product-card';
import { Breadcrumbs, PageWrap } from '../listing/listing-header';
import { formatNumber, localDescription, localName, useLanguage, type Language } from '../shared/language';
import { PageSeo } from '../shared/page-seo';
import { toProductSummary } from '../shared/product-fields';
import { useShopperReach } from '../shared/use-shopper-reach';
import { CatalogProductDetailDocument } from '../generated/light/graphql';
import { useLightQuery } from '../shared/light-query';
import { type ProductDetailData, type SellerOfferData } from './product-detail';
import { productJsonLd } from './product-json-ld';
import { tagLabel } from './tag-label';

const IMAGE_SIZE = 480;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
`;

const Figure = styled.figure`
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
`;

const BrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  img {
    width: 32px;
    height: 32px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const PriceLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

const Stock = styled.p<{ $ok: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 3.25rem;
  > :first-child {
    flex: 1;
  }
`;

const Tags = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  p {
    white-space: pre-line;
  }
`;

const Offers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
  }
  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.full};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  div {
    flex: 1;
    min-width: 0;
  }
`;

function weightText(product: ProductDetailData, language: Language, unit: (type: string) => string): string | null {
  if (product.weight === null || !product.weightType) return null;
  return `${formatNumber(product.weight, language)} ${unit(product.weightType)}`;
}

function SellerOffers({ offers }: { offers: SellerOfferData[] }) {
  const { t } = useTranslation('homepage');
  const language = useLanguage();
  if (offers.length === 0) return <p>{t('product.no_sellers')}</p>;
  return (
    <Offers data-testid="seller-offers">
      {offers.map((offer) => (
        <li key={offer.seller.id}>
          {offer.seller.logoImage && <img src={offer.seller.logoImage} alt="" width={40} height={40} loading="lazy" />}
          <div>
            <strong>{localName(offer.seller, language)}</strong>
            <small>
              {t('product.distance', { km: formatNumber(offer.distanceKm, language) })} · {t(`product.delivery_${offer.seller.deliveryMode}`, { defaultValue: '' })}
            </small>
          </div>
          <Price amount={offer.sellingPriceHalalas} original={offer.priceHalalas} language={language} currentLabel={t('product_card.now')} originalLabel={t('product_card.was')} />
        </li>
      ))}
    </Offers>
  );
}

function ProductSkeleton() {
  return (
    <Layout aria-hidden="true">
      <Skeleton height="auto" style={{ aspectRatio: '1' }} radius="lg" />
      <Info>
        <Skeleton height="2rem" width="80%" />
        <Skeleton height="1.5rem" width="30%" />
        <Skeleton height="6rem" />
        <Skeleton height="3rem" radius="full" />
      </Info>
    </Layout>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation(['homepage', 'seo']);
  const language = useLanguage();
  const { coordinate, role } = useShopperReach();
  const origin = usePageOrigin();
  const { data, stale, loading, error, retry } = useLightQuery(CatalogProductDetailDocument, { slug, coordinate, role });
  // Keeps the page on screen while a new address reprices it, never another product's page.
  const detail = (stale && data?.productDetail?.product.slug !== slug ? undefined : data)?.productDetail;

  if (!stale && data && !data.productDetail) return <AreaNotFound />;
  if (error && !detail) {
    return (
      <PageWrap>
        <Alert tone="error">{t('listing.error')}</Alert>
        <Button onClick={retry}>{t('listing.retry')}</Button>
      </PageWrap>
    );
  }
  if (!detail) {
    return (
      <PageWrap aria-busy="true">
        <Skeleton height="1rem" width="40%" style={{ marginBottom: 16 }} />
        <ProductSkeleton />
      </PageWrap>
    );
  }

  const { product, offers } = detail;
  const name = localName(product, language);
  const description = localDescription(product, language);
  const seoTitle = language === 'en' && product.seoTitle ? product.seoTitle : t('seo:product_title', { name });
  const seoDescription = language === 'en' && product.seoDescription ? product.seoDescription : t('seo:product_description', { name });
  const discount = discountPercent(product.priceHalalas, product.sellingPriceHalalas);
  const summary = toProductSummary(product);
  const weight = weightText(product, language, (type) => t(`product.unit_${type}`, { defaultValue: type }));
  const lowest = offers[0]?.sellingPriceHalalas;
  const category = product.category;
  const tags = product.tags.flatMap((slug) => {
    const label = tagLabel(i18n, slug, language);
    return label ? [{ slug, label }] : [];
  });

  return (
    <PageWrap>
      <PageSeo title={seoTitle} description={seoDescription} canonicalPath={`/product/${product.slug}`} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, offers, origin, language) }} />
      <Breadcrumbs
        items={[
          ...(category.parent ? [{ label: localName(category.parent, language), to: `/category/${category.parent.slug}` }] : []),
          { label: localName(category, language), to: category.parent ? `/category/${category.parent.slug}/${category.slug}` : `/category/${category.slug}` },
          { label: name },
        ]}
      />
      <Layout aria-busy={loading || undefined}>
        <Figure>
          <ProductImage src={product.image} alt={name} width={IMAGE_SIZE} fluid loading="eager" fetchPriority="high" />
        </Figure>
        <Info>
          {product.brand && (
            <BrandLink to={`/brands/${product.brand.slug}`}>
              {product.brand.iconImage && <img src={product.brand.iconImage} alt="" width={32} height={32} />}
              {localName(product.brand, language)}
            </BrandLink>
          )}
          <h1>{name}</h1>
          <PriceLine data-testid="product-price">
            <Price
              amount={product.sellingPriceHalalas}
              original={product.priceHalalas}
              language={language}
              currentLabel={t('product_card.now')}
              originalLabel={t('product_card.was')}
            />
            {discount > 0 && product.available && (
              <Badge tone="discount" size="md" strong>
                {t('product_card.discount', { percent: formatNumber(discount, language) })}
              </Badge>
            )}
          </PriceLine>
          <Stock $ok={product.available} data-testid="stock-state">
            {product.available
              ? t('product.in_stock', { count: summary.maxOrder, formatted: formatNumber(summary.maxOrder, language) })
              : t('product.unavailable')}
          </Stock>
          <Actions>
            {product.available ? (
              <RemoteFragment
                id="mf_cart/add-to-cart"
                props={{ product: summary, size: 'full' }}
                loading={<Skeleton height="3.25rem" radius="full" />}
              />
            ) : (
              <span />
            )}
            <RemoteFragment
              id="mf_account/wishlist-toggle"
              props={{ productId: Number(product.id), productName: name }}
              loading={<Skeleton width="2.75rem" height="2.75rem" radius="full" />}
            />
          </Actions>
          <Facts>
            {weight && (
              <>
                <dt>{t('product.weight')}</dt>
                <dd>{weight}</dd>
              </>
            )}
            {product.productType && (
              <>
                <dt>{t('product.type')}</dt>
                <dd>
                  <Link to={`/types/${product.productType.slug}`}>{localName(product.productType, language)}</Link>
                </dd>
              </>
            )}
            {product.attributeValues.map((attribute) => (
              <FactRow
                key={attribute.attribute}
                term={language === 'ar' ? attribute.arAttribute : attribute.attribute}
                value={language === 'ar' ? attribute.arValue : attribute.value}
              />
            ))}
            <dt>{t('product.sku')}</dt>
            <dd>
              <bdi>{product.sku}</bdi>
            </dd>
          </Facts>
          {tags.length > 0 && (
            <Tags aria-label={t('product.tags')}>
              {tags.map((tag) => (
                <li key={tag.slug}>
                  <Badge tone="info">{tag.label}</Badge>
                </li>
              ))}
            </Tags>
          )}
        </Info>
      </Layout>
      {description && (
        <Section aria-labelledby="product-description">
          <h2 id="product-description">{t('product.description')}</h2>
          <p>{description}</p>
        </Section>
      )}
      <Section aria-labelledby="product-sellers">
        <h2 id="product-sellers">
          {lowest === undefined
            ? t('product.sellers')
            : t('product.sellers_from', { count: offers.length, formatted: formatNumber(offers.length, language), price: formatPrice(lowest, language) })}
        </h2>
        <SellerOffers offers={offers} />
      </Section>
      <ProductRail title={t('product.similar')} source={{ kind: 'similar', productId: Number(product.id) }} limit={12} />
    </PageWrap>
  );
}

function FactRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
