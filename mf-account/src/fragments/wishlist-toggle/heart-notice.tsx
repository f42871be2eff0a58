// What a heart has to say after a press: a failure (the heart is back as it was) or, after signing in,
// that the product a guest chose is now in their favourites. Shown at the bottom of the viewport,
// above the phone's bottom bar, outside the card (a card in a sliding rail would clip it).
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, IconButton } from 'design-system';

/** How long a notice stays unless dismissed. */
export const NOTICE_MS = 6_000;

export interface Notice {
  tone: 'error' | 'info';
  text: string;
}

const Spot = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.menu};
  inset-inline: ${({ theme }) => theme.space[4]};
  inset-block-end: calc(${({ theme }) => theme.sizes.bottomBar} + ${({ theme }) => theme.space[4]});
  display: flex;
  justify-content: center;
  pointer-events: none;

  ${({ theme }) => theme.media.lg} {
    inset-block-end: ${({ theme }) => theme.space[8]};
  }
`;

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-inline-size: 28rem;
  pointer-events: auto;
  box-shadow: ${({ theme }) => theme.shadows.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};

  > [role] {
    flex: 1;
  }
`;

function Cross() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function HeartNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useTranslation('wishlist');
  // the page's body exists only in the browser, after the first render
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(onDismiss, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  if (!notice || !body) return null;
  return createPortal(
    <Spot>
      <Box>
        <Alert tone={notice.tone === 'error' ? 'error' : 'success'}>{notice.text}</Alert>
        <IconButton aria-label={t('heart.dismiss')} variant="ghost" size="sm" onClick={onDismiss}>
          <Cross />
        </IconButton>
      </Box>
    </Spot>,
    body,
  );
}
