import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { AddressStep } from './address-step/address-step';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/checkout/address" element={<AddressStep />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
