// /types/{slug} and /brands/{slug}: the product type or brand is looked up beside its listing;
// an unknown slug is the translated 404, a failed lookup the translated error with a retry. A
// brand page shows the brand's icon, its title line kept at the icon's height from the start.
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Skeleton } from 'design-system';
import { AreaNotFound } from 'remote-kit';
import { localName, useLanguage } from '../shared/language';
import { PageSeo } from '../shared/page-seo';
import { CatalogBrandMetaDocument, CatalogTypeMetaDocument, type CatalogBrandMetaQuery, type CatalogTypeMetaQuery } from '../generated/light/graphql';
import { useLightQuery } from '../shared/light-query';
import { Breadcrumbs, ListingTitle, PageWrap } from './listing-header';
import { ListingView } from './listing-view';

const BRAND_ICON_SIZE = 56;

/** What the page is about: a brand (with its icon) or a product type. */
type NamedMeta = NonNullable<CatalogBrandMetaQuery['brandBySlug']> | NonNullable<CatalogTypeMetaQuery['productTypeBySlug']>;

const BrandIcon = styled.img`
  flex-shrink: 0;
  width: ${BRAND_ICON_SIZE}px;
  height: ${BRAND_ICON_SIZE}px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  background: ${({ theme }) => theme.colors.background};
  object-fit: contain;
`;

const ErrorState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The brand's icon once known; its placeholder until then; nothing for a brand without one. */
function BrandIconSlot({ meta }: { meta: NamedMeta | null }) {
  if (!meta) return <Skeleton width={BRAND_ICON_SIZE} height={BRAND_ICON_SIZE} radius="md" />;
  return 'iconImage' in meta && meta.iconImage ? <BrandIcon src={meta.iconImage} alt="" width={BRAND_ICON_SIZE} height={BRAND_ICON_SIZE} /> : null;
}

function NamedListing({ kind, slug, meta, loaded }: { kind: 'brand' | 'type'; slug: string; meta: NamedMeta | null; loaded: boolean }) {
  const { t } = useTranslation(['homepage', 'seo']);
  const language = useLanguage();
  if (loaded && !meta) return <AreaNotFound />;
  const name = meta ? localName(meta, language) : null;
  return (
    <PageWrap>
      <ListingView
        key={slug}
        source={{ kind: 'search', search: null, fixed: kind === 'brand' ? { brands: [slug] } : { productTypes: [slug] } }}
        hidden={[kind]}
        notFound={<AreaNotFound />}
        header={() => (
          <>
            {name && <PageSeo title={t(`seo:${kind}_title`, { name })} description={t(`seo:${kind}_description`, { name })} />}
            <Breadcrumbs items={name ? [{ label: t(`listing.crumb_${kind}s`) }, { label: name }] : []} />
            <ListingTitle icon={kind === 'brand' ? <BrandIconSlot meta={meta} /> : undefined} iconSize={kind === 'brand' ? BRAND_ICON_SIZE : undefined}>
              {name}
            </ListingTitle>
          </>
        )}
      />
    </PageWrap>
  );
}

/** The lookup failed (network, server): nothing to show until it is tried again. */
function LookupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('homepage');
  return (
    <PageWrap>
      <ErrorState>
        <Alert tone="error">{t('listing.error')}</Alert>
        <Button onClick={onRetry}>{t('listing.retry')}</Button>
      </ErrorState>
    </PageWrap>
  );
}

export function TypePage() {
  const { slug = '' } = useParams();
  const { data, stale, error, retry } = useLightQuery(CatalogTypeMetaDocument, { slug });
  const current = stale ? undefined : data;
  if (error) return <LookupError onRetry={retry} />;
  return <NamedListing kind="type" slug={slug} meta={current?.productTypeBySlug ?? null} loaded={!!current} />;
}

export function BrandPage() {
  const { slug = '' } = useParams();
  const { data, stale, error, retry } = useLightQuery(CatalogBrandMetaDocument, { slug });
  const current = stale ? undefined : data;
  if (error) return <LookupError onRetry={retry} />;
  return <NamedListing kind="brand" slug={slug} meta={current?.brandBySlug ?? null} loaded={!!current} />;
}
