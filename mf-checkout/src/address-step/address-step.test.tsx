import { fireEvent, screen, within } from '@testing-library/react';
import { renderCheckout } from '../test/render';
import { AddressStep } from './address-step';

describe('checkout address step', () => {
  it.each([
    ['ar', 'عنوان التوصيل', ['الدفع', 'تم الطلب']],
    ['en', 'Delivery address', ['Payment', 'Order placed']],
  ] as const)('marks delivery address as the current step (%s)', (language, current, later) => {
    renderCheckout(<AddressStep />, { language, path: '/checkout/address' });

    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(current);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    for (const name of later) {
      const step = steps.find((item) => item.textContent === name);
      expect(step).toBeDefined();
      expect(step).not.toHaveAttribute('aria-current');
    }
  });

  it.each([
    ['ar', 'العودة إلى السلة'],
    ['en', 'Back to cart'],
  ] as const)('sends a shopper without a checkout session back to the cart (%s)', (language, backToCart) => {
    renderCheckout(<AddressStep />, { language, path: '/checkout/address' });
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/address');

    fireEvent.click(screen.getByRole('link', { name: backToCart }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/);
  });
});
