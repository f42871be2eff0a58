// What the payment is doing right now, announced politely: securing the card, the 3 s wait, paying,
// leaving for the bank's page.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SpinnerGlyph } from 'design-system';
import type { PayStep } from './pay';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text.primary};
`;

export function PayProgress({ step }: { step: PayStep | null }) {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-live="polite" data-testid="pay-progress">
      {step && (
        <Box>
          <SpinnerGlyph $size="md" />
          <span>{t(`card.progress.${step}`)}</span>
        </Box>
      )}
    </div>
  );
}
