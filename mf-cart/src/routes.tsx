import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from 'design-system';
import { AreaNotFound, GraphQLBoundary } from 'remote-kit';
import { CartPage } from './cart-page/cart-page';

function CartLoading() {
  const { t } = useTranslation('cart');
  return <Spinner label={t('cart_loading')} />;
}

/** The cart page, the remote's one page. */
export const CART_PATH = '/cart';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={CART_PATH}
        element={
          // The offers, shipping methods and the hand-over to checkout read GraphQL: the client loads with the page.
          <GraphQLBoundary fallback={<CartLoading />}>
            <CartPage />
          </GraphQLBoundary>
        }
      />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
