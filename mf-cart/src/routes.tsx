import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { CartPage } from './cart-page/cart-page';

/** The cart page, the remote's one page. */
export const CART_PATH = '/cart';

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={CART_PATH}
        // the lines show at once; the offers, shipping methods and the hand-over to checkout wait for the GraphQL client
        element={<CartPage />}
      />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
