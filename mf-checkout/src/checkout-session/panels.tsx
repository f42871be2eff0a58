// Small layout pieces the checkout screens share: a bordered panel, a definition row, and the
// loading, empty and failed states every screen shows in the same way.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, LinkButton, Spinner } from 'design-system';

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;
`;

export function LoadingState({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner label={label} size="lg" />
      <p aria-hidden="true">{label}</p>
    </Centered>
  );
}

export function FailedState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <Centered>
      <Alert tone="error">{message}</Alert>
      {onRetry && <Button onClick={onRetry}>{t('try_again')}</Button>}
    </Centered>
  );
}

/** Nothing to show here: says why, and links back to the cart (or wherever `action` goes). */
export function EmptyState({ title, children, action }: { title: string; children: ReactNode; action?: { to: string; label: string } }) {
  const { t } = useTranslation('checkout');
  return (
    <Centered>
      <h2>{title}</h2>
      <p>{children}</p>
      <LinkButton as={Link} to={action?.to ?? '/cart'}>
        {action?.label ?? t('back_to_cart')}
      </LinkButton>
    </Centered>
  );
}
