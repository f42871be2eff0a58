// The accepted card brands' marks (spec §1: mada, Visa, Mastercard), drawn inline in their owners'
// colours, no image requests. The footer's "we accept" row and the checkout's card form use the
// same marks. The design system has no translations: the caller names the brand for screen readers.
// A mark's lettering is set left to right: inherited from an Arabic page, `rtl` anchors SVG text at
// its end, and the words were drawn over the stripes or outside the mark.
import { type ComponentPropsWithRef } from 'react';
import styled, { useTheme } from 'styled-components';

export const PAYMENT_BRANDS = ['mada', 'visa', 'mastercard'] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];
export type PaymentBrandLogoSize = 'sm' | 'md';

const heights: Record<PaymentBrandLogoSize, string> = { sm: '1.5rem', md: '2rem' };

const Mark = styled.span<{ $size: PaymentBrandLogoSize }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  height: ${({ $size }) => heights[$size]};
  min-width: ${({ $size }) => ($size === 'sm' ? '2.75rem' : '3.5rem')};
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  svg {
    max-height: 70%;
    width: auto;
  }
`;

function Glyph({ brand }: { brand: PaymentBrand }) {
  const { marks } = useTheme().colors;
  switch (brand) {
    case 'mada':
      return (
        <svg width="50" height="16" viewBox="0 0 50 16" aria-hidden="true" focusable="false">
          <rect x="0" y="1" width="14" height="6" fill={marks.madaGreen} />
          <rect x="0" y="9" width="14" height="6" fill={marks.madaBlue} />
          <text x="17" y="13" direction="ltr" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="12" fill={marks.madaText}>
            mada
          </text>
        </svg>
      );
    case 'visa':
      return (
        <svg width="40" height="14" viewBox="0 0 40 14" aria-hidden="true" focusable="false">
          <text x="0" y="12" direction="ltr" fontFamily="Arial, sans-serif" fontStyle="italic" fontWeight="900" fontSize="14" fill={marks.visa}>
            VISA
          </text>
        </svg>
      );
    case 'mastercard':
      return (
        <svg width="34" height="20" viewBox="0 0 34 20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="10" r="9" fill={marks.mastercardRed} />
          <circle cx="22" cy="10" r="9" fill={marks.mastercardOrange} fillOpacity="0.9" />
        </svg>
      );
  }
}

export interface PaymentBrandLogoProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'role'> {
  brand: PaymentBrand;
  /** The brand's name in the page language; the logo's accessible name. */
  label: string;
  size?: PaymentBrandLogoSize;
}

/** One card brand's mark, an image named by `label`. */
export function PaymentBrandLogo({ brand, label, size = 'md', ...rest }: PaymentBrandLogoProps) {
  return (
    <Mark role="img" aria-label={label} data-brand={brand} $size={size} {...rest}>
      <Glyph brand={brand} />
    </Mark>
  );
}
