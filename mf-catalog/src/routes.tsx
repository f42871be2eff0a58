// The catalog's routes (the shell gives this remote the same paths). Each page is its own chunk.
// Every page reads the API through the light reader (shared/light-query.ts, ADR 013): the catalog
// loads no GraphQL client.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Skeleton } from 'design-system';
import { AreaNotFound } from 'remote-kit';

const HomePage = lazy(() => import('./home/home-page'));
const SearchPage = lazy(() => import('./search/search-page'));
const CategoryPage = lazy(() => import('./listing/category-page'));
const TypePage = lazy(() => import('./listing/named-listing-page').then((m) => ({ default: m.TypePage })));
const BrandPage = lazy(() => import('./listing/named-listing-page').then((m) => ({ default: m.BrandPage })));
const ProductPage = lazy(() => import('./product/product-page'));
const MobileCategoriesPage = lazy(() => import('./mobile-categories/mobile-categories-page'));

function PagePlaceholder(): ReactNode {
  return (
    <div style={{ maxWidth: '80em', margin: '0 auto', padding: 16 }} aria-hidden="true">
      <Skeleton height="2rem" width="40%" style={{ marginBottom: 16 }} />
      <Skeleton height="60vh" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PagePlaceholder />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/search-products" element={<SearchPage />} />
        <Route path="/category/:slug" element={<CategoryPage />} />
        <Route path="/category/:slug/:childSlug" element={<CategoryPage />} />
        <Route path="/types/:slug" element={<TypePage />} />
        <Route path="/brands/:slug" element={<BrandPage />} />
        <Route path="/product/:slug" element={<ProductPage />} />
        <Route path="/mobile/categories" element={<MobileCategoriesPage />} />
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </Suspense>
  );
}
