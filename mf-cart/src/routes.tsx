import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { CartPage } from './cart-page/cart-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
