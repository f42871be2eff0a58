import { screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { renderWithDesignSystem } from './test-utils';

describe('Spinner', () => {
  it('is a status announced with the label the caller passes', () => {
    renderWithDesignSystem(<Spinner label="جارٍ التحميل" />, { dir: 'rtl' });

    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل');
  });

  it('hides the spinning ring from screen readers', () => {
    renderWithDesignSystem(<Spinner label="Loading" size="lg" />);
    const status = screen.getByRole('status');

    expect(status.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
    expect(status.textContent).toBe('Loading');
  });
});
