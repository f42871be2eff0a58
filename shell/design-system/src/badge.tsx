// Small labels: tone pills ("20% off", "Best offer", "2 of 3 items") and the count badge of the
// cart. Placement is logical, so a badge pinned to a card's start corner sits at the right in
// Arabic and at the left in English.
import { type ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { type BadgeTone } from './theme';

export type { BadgeTone };
export type BadgeSize = 'sm' | 'md';
/** Inline in the text, or pinned to a corner of the nearest positioned ancestor. */
export type BadgePlacement = 'inline' | 'top-start' | 'top-end';

const placements = {
  inline: css``,
  'top-start': css`
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space[3]};
    inset-inline-start: ${({ theme }) => theme.space[3]};
    z-index: 1;
  `,
  'top-end': css`
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space[3]};
    inset-inline-end: ${({ theme }) => theme.space[3]};
    z-index: 1;
  `,
};

const Pill = styled.span<{ $tone: BadgeTone; $size: BadgeSize; $placement: BadgePlacement; $strong: boolean }>`
  display: inline-block;
  padding-block: ${({ theme }) => theme.space[0.5]};
  padding-inline: ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[2.5])};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.badgeTones[$tone].background};
  color: ${({ theme, $tone }) => theme.badgeTones[$tone].color};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.xs : theme.fontSizes.sm)};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;
  ${({ $placement }) => placements[$placement]}
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  tone?: BadgeTone;
  size?: BadgeSize;
  placement?: BadgePlacement;
  /** Heavier text, for a price reduction that should catch the eye. */
  strong?: boolean;
}

/** A tone pill; its text is part of the page, read where it stands. */
export function Badge({ tone = 'neutral', size = 'sm', placement = 'inline', strong = false, ...rest }: BadgeProps) {
  return <Pill {...rest} $tone={tone} $size={size} $placement={placement} $strong={strong} />;
}

const Count = styled.span<{ $tone: BadgeTone }>`
  display: inline-grid;
  place-items: center;
  min-width: 1.25rem;
  height: 1.25rem;
  padding-inline: ${({ theme }) => theme.space[1.5]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $tone }) => theme.badgeTones[$tone].background};
  color: ${({ theme, $tone }) => theme.badgeTones[$tone].color};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

export interface CountBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  count: number;
  /** Above this the badge shows "max+". */
  max?: number;
  /** Turns the number into the shopper's digits (Arabic-Indic in Arabic). */
  format?: (value: number) => string;
  /** The cart count is orange like every price reduction; another tone can be asked for. */
  tone?: BadgeTone;
}

/**
 * A number in a small round badge (the cart's item count). Hidden from screen readers by default:
 * the control it sits on says the count in words in its accessible name.
 */
export function CountBadge({ count, max = 99, format = String, tone = 'discount', 'aria-hidden': ariaHidden = true, ...rest }: CountBadgeProps) {
  return (
    <Count {...rest} aria-hidden={ariaHidden} $tone={tone}>
      {count > max ? `${format(max)}+` : format(count)}
    </Count>
  );
}
