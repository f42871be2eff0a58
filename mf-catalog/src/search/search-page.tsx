// /search-products?searchKeyword=…: results for a query in Arabic or English (the API folds
// Arabic letter forms and forgives typos), with the listing's facets, sort and paging.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AreaNotFound } from 'remote-kit';
import { PageSeo } from '../shared/page-seo';
import { Breadcrumbs, ListingTitle, PageWrap } from '../listing/listing-header';
import { ListingView } from '../listing/listing-view';

export default function SearchPage() {
  const [params] = useSearchParams();
  const { t } = useTranslation(['homepage', 'seo']);
  const keyword = (params.get('searchKeyword') ?? '').trim().slice(0, 120);
  const title = keyword ? t('search.title', { keyword }) : t('search.title_all');
  return (
    <PageWrap>
      <ListingView
        key={keyword}
        source={{ kind: 'search', search: keyword || null }}
        notFound={<AreaNotFound />}
        header={() => (
          <>
            <PageSeo
              title={keyword ? t('seo:search_title', { keyword }) : t('seo:search_title_all')}
              description={t('seo:search_description')}
              canonicalPath={`/search-products${keyword ? `?searchKeyword=${encodeURIComponent(keyword)}` : ''}`}
            />
            <Breadcrumbs items={[{ label: t('search.crumb') }]} />
            <ListingTitle>{title}</ListingTitle>
          </>
        )}
      />
    </PageWrap>
  );
}
