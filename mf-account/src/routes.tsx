import { Route, Routes } from 'react-router-dom';
import { AreaNotFound } from 'remote-kit';
import { HelpPage } from './help/help-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/help" element={<HelpPage />} />
      <Route path="*" element={<AreaNotFound />} />
    </Routes>
  );
}
