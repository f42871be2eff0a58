import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { HomePage } from './home/home-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
