// /category/{slug} and /category/{parentSlug}/{childSlug}: breadcrumbs, child category chips, and
// the shared listing. An unknown slug, or a child under the wrong parent, is the translated 404.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound } from 'remote-kit';
import { localName, useLanguage } from '../shared/language';
import { PageSeo } from '../shared/page-seo';
import { Breadcrumbs, Chips, ChipsPlaceholder, ListingTitle, PageWrap } from './listing-header';
import { ListingView } from './listing-view';

export default function CategoryPage() {
  const { slug = '', childSlug } = useParams();
  const { t } = useTranslation(['homepage', 'seo']);
  const language = useLanguage();
  const source = childSlug ? { kind: 'category' as const, slug: childSlug, parentSlug: slug } : { kind: 'category' as const, slug };
  return (
    <PageWrap>
      <ListingView
        key={`${slug}/${childSlug ?? ''}`}
        source={source}
        hidden={['category']}
        notFound={<AreaNotFound />}
        header={({ category, parent, pending }) => {
          const name = category ? localName(category, language) : null;
          const top = childSlug ? parent : category;
          return (
            <>
              {name && <PageSeo title={t('seo:category_title', { name })} description={t('seo:category_description', { name })} />}
              <Breadcrumbs
                items={
                  category
                    ? childSlug && category.parent
                      ? [{ label: localName(category.parent, language), to: `/category/${slug}` }, { label: localName(category, language) }]
                      : [{ label: localName(category, language) }]
                    : []
                }
              />
              <ListingTitle>{name}</ListingTitle>
              {pending && !top && <ChipsPlaceholder />}
              {top && (
                <Chips
                  label={t('listing.subcategories')}
                  items={top.children.map((child) => ({
                    key: child.slug,
                    label: localName(child, language),
                    to: `/category/${top.slug}/${child.slug}`,
                    current: child.slug === childSlug,
                  }))}
                />
              )}
            </>
          );
        }}
      />
    </PageWrap>
  );
}
