// Why a wishlist change failed, in the page language: this team's text for the reasons shoppers can
// act on (signed out, a full list, a product no longer sold), else the server's own words, else
// nothing, and the caller says what did not happen.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WishlistOutcome } from './wishlist-store';

type Failure = Extract<WishlistOutcome, { ok: false }>;

const OWN_REASONS = new Set(['unauthorized', 'session_expired', 'wishlist_full', 'not_found']);

export function useWishlistMessages() {
  const { t, i18n } = useTranslation('wishlist');
  const language = i18n.language === 'en' ? 'en' : 'ar';
  const reason = useCallback(
    (failure: Failure): string | null => {
      if (OWN_REASONS.has(failure.key)) return t(`errors.${failure.key}`);
      if (failure.key === 'operation_failed') return null;
      return failure.texts?.[language] ?? null;
    },
    [t, language],
  );
  return { reason };
}
