import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { colors } from 'design-system';
import { AreaNotFound } from './area-not-found';
import { renderInFrame } from './testing';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ar',
  resources: {
    ar: { common: { not_found_title: 'الصفحة غير موجودة', not_found_desc: 'لم نجد الصفحة التي تبحث عنها.', back_home: 'العودة إلى الرئيسية' } },
    en: { common: { not_found_title: 'Page not found', not_found_desc: "We couldn't find the page you were looking for.", back_home: 'Back to home' } },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

describe('AreaNotFound', () => {
  it.each([
    ['ar', 'الصفحة غير موجودة', 'العودة إلى الرئيسية'],
    ['en', 'Page not found', 'Back to home'],
  ] as const)('says the page is missing and leads home, in the store\'s link colour (%s)', async (language, title, back) => {
    const user = userEvent.setup();
    renderInFrame(<AreaNotFound />, { language, i18n, path: '/category/no-such-category' });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: back });
    // the design system's strong primary, not the browser's default link blue
    expect(getComputedStyle(home).color).toBe(colors.primaryStrong);
    await user.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
