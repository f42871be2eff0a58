import { screen } from '@testing-library/react';
import { Alert } from './alert';
import { cssFor, renderWithDesignSystem } from './test-utils';

describe('Alert', () => {
  it('interrupts with role="alert" for errors', () => {
    renderWithDesignSystem(<Alert tone="error">Payment failed</Alert>);

    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each(['info', 'success'] as const)('is a polite status for %s', (tone) => {
    renderWithDesignSystem(<Alert tone={tone}>Saved</Alert>);

    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('defaults to info', () => {
    renderWithDesignSystem(<Alert>Delivery to Riyadh</Alert>);

    expect(screen.getByRole('status')).toHaveTextContent('Delivery to Riyadh');
  });

  it('draws the dark 300px fully rounded pill for blue alerts', () => {
    renderWithDesignSystem(<Alert pill>Added to cart</Alert>);
    const css = cssFor(screen.getByRole('status'));

    expect(css).toContain('width:300px');
    expect(css).toContain('border-radius:9999px');
    expect(css).toContain('background:#262c33');
    expect(css).toContain('color:#ffffff');
  });

  it('puts the accent stripe on the start side in both directions', () => {
    renderWithDesignSystem(<Alert tone="success">ltr</Alert>);
    renderWithDesignSystem(<Alert tone="success">rtl</Alert>, { dir: 'rtl' });

    expect(cssFor(screen.getByText('ltr'))).toContain('border-inline-start:4px solid');
    expect(cssFor(screen.getByText('rtl'))).toContain('border-inline-start:4px solid');
  });
});
