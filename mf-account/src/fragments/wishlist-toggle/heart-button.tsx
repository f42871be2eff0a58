// The heart itself, in each of its states: a round button over the product photo or beside the
// product's title, outlined, filled when the product is in the shopper's favourites, dimmed while
// that is not yet known. The name always contains the product's name.
import styled from 'styled-components';
import { IconButton } from 'design-system';

const Round = styled(IconButton)<{ $filled: boolean }>`
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ $filled, theme }) => ($filled ? theme.colors.danger : theme.colors.text.secondary)};
`;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}

export interface HeartButtonProps {
  label: string;
  /** Shown on hover; the accessible name stays `label`. */
  hint?: string;
  /** aria-pressed: in the favourites or not; undefined when the heart is not a toggle (a guest's). */
  pressed?: boolean;
  /** Whether the product is in the favourites is not known yet: a spinner, clicks ignored (aria-busy). */
  busy?: boolean;
  onClick?: () => void;
}

export function HeartButton({ label, hint, pressed, busy = false, onClick }: HeartButtonProps) {
  return (
    <Round
      aria-label={label}
      title={hint ?? label}
      aria-pressed={pressed}
      loading={busy}
      variant="ghost"
      data-testid="wishlist-toggle"
      $filled={pressed === true}
      onClick={onClick}
    >
      <HeartIcon filled={pressed === true} />
    </Round>
  );
}
