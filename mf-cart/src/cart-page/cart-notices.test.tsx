import { fireEvent, screen, within } from '@testing-library/react';
import type { CartAlert } from '../cart-service/cart-alert';
import { renderInStore } from '../test/render';
import { setCartLanguage } from '../test/i18n';
import { CartAlertNotice, CartErrorNotice } from './cart-notices';

const alert: CartAlert = {
  merged: true,
  changes: [
    { productId: 4, name: 'Almarai fresh milk 1L', arName: 'حليب المراعي طازج ١ لتر', kind: 'capped', quantity: 12 },
    { productId: 9, name: 'Sukkari dates 1kg', arName: 'تمر سكري ١ كجم', kind: 'removed', quantity: 0 },
    { productId: 11, name: 'Nadec laban 2L', arName: 'لبن نادك ٢ لتر', kind: 'unavailable', quantity: 1 },
  ],
};

const TEXT = {
  en: {
    title: 'Your cart has changed',
    items: [
      'We added the items saved on your account to this cart.',
      'Almarai fresh milk 1L: quantity lowered to 12, the most you can order now.',
      'Sukkari dates 1kg is no longer sold, so it was removed.',
      'Nadec laban 2L is out of stock at the moment.',
    ],
    dismissAlert: 'Dismiss cart changes',
    dismissError: 'Dismiss cart error',
    session: 'Your session has ended, so your cart was not changed. Please sign in again.',
  },
  ar: {
    title: 'تغيّرت سلتك',
    items: [
      'أضفنا إلى هذه السلة المنتجات المحفوظة في حسابك.',
      'حليب المراعي طازج ١ لتر: خُفّضت الكمية إلى ١٢، وهي أقصى كمية يمكنك طلبها الآن.',
      'تمر سكري ١ كجم لم يعد معروضًا للبيع، لذلك أُزيل من السلة.',
      'لبن نادك ٢ لتر غير متوفر في المخزون حاليًا.',
    ],
    dismissAlert: 'إغلاق تنبيه تغييرات السلة',
    dismissError: 'إغلاق رسالة خطأ السلة',
    session: 'انتهت جلستك، لذلك لم تتغير سلتك. يرجى تسجيل الدخول مرة أخرى.',
  },
} as const;

describe.each(['en', 'ar'] as const)('cart notices (%s)', (language) => {
  const text = TEXT[language];
  beforeEach(() => setCartLanguage(language));

  it('lists what changed in the cart, in the shopper language and digits, and can be dismissed', () => {
    const onDismiss = jest.fn();
    renderInStore(<CartAlertNotice alert={alert} onDismiss={onDismiss} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
    const notice = screen.getByRole('status', { name: text.title });
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual(text.items);
    fireEvent.click(within(notice).getByRole('button', { name: text.dismissAlert }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('leaves out the merge line when nothing was merged', () => {
    renderInStore(<CartAlertNotice alert={{ merged: false, changes: alert.changes.slice(1, 2) }} onDismiss={() => undefined} />);
    expect(within(screen.getByRole('status', { name: text.title })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([text.items[2]]);
  });

  it('shows a failed change as an alert that can be dismissed', () => {
    const onDismiss = jest.fn();
    renderInStore(<CartErrorNotice error={{ key: 'cart_error_session', productId: 4 }} onDismiss={onDismiss} />);
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(text.session);
    fireEvent.click(within(error).getByRole('button', { name: text.dismissError }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
