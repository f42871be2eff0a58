import { screen } from '@testing-library/react';
import { Badge, CountBadge } from './badge';
import { badgeTones } from './theme';
import { cssFor, renderWithDesignSystem } from './test-utils';

describe.each([
  ['en', 'ltr', '20% off', 'Cart, 3 items'],
  ['ar', 'rtl', 'خصم ٢٠٪', 'السلة، ٣ منتجات'],
] as const)('Badge (%s)', (_language, dir, discount, cartName) => {
  it('shows its text where it stands, in the discount tone', () => {
    renderWithDesignSystem(<Badge tone="discount">{discount}</Badge>, { dir });
    const badge = screen.getByText(discount);

    expect(badge).toBeVisible();
    const css = cssFor(badge);
    expect(css).toContain(`background:${badgeTones.discount.background}`);
    expect(css).toContain(`color:${badgeTones.discount.color}`);
    expect(css).toContain('border-radius:9999px');
  });

  it('pins to the start corner with logical insets', () => {
    renderWithDesignSystem(
      <Badge tone="discount" placement="top-start">
        {discount}
      </Badge>,
      { dir },
    );
    const css = cssFor(screen.getByText(discount));

    expect(css).toContain('position:absolute');
    expect(css).toContain('inset-inline-start:0.75rem');
    expect(css).not.toMatch(/(^|[;{])(left|right):/);
  });

  it('counts for the eye and leaves the words to the link it sits on', () => {
    renderWithDesignSystem(
      <a href="/cart" aria-label={cartName}>
        <CountBadge count={3} data-testid="count" />
      </a>,
      { dir },
    );

    expect(screen.getByRole('link', { name: cartName })).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    expect(screen.getByTestId('count')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Badge tones', () => {
  it.each(Object.keys(badgeTones) as (keyof typeof badgeTones)[])('paints the %s tone from the theme', (tone) => {
    renderWithDesignSystem(<Badge tone={tone}>{tone}</Badge>);

    expect(cssFor(screen.getByText(tone))).toContain(`background:${badgeTones[tone].background}`);
  });

  it('is neutral unless told otherwise', () => {
    renderWithDesignSystem(<Badge>Coming soon</Badge>);

    expect(cssFor(screen.getByText('Coming soon'))).toContain(`background:${badgeTones.neutral.background}`);
  });
});

describe('CountBadge', () => {
  it('caps a large count and writes it in the digits asked for', () => {
    const arabicDigits = (value: number) => value.toLocaleString('ar-SA');
    renderWithDesignSystem(
      <>
        <CountBadge count={120} data-testid="capped" />
        <CountBadge count={7} format={arabicDigits} data-testid="arabic" />
      </>,
      { dir: 'rtl' },
    );

    expect(screen.getByTestId('capped')).toHaveTextContent('99+');
    expect(screen.getByTestId('arabic')).toHaveTextContent('٧');
  });
});
