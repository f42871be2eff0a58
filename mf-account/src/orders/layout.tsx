// The pieces the order pages share: the page column, a bordered panel, and the loading, empty and
// failed states each list and the order page show the same way.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, LinkButton, Skeleton, Stack, VisuallyHidden } from 'design-system';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-inline-size: 960px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[12]};
  padding-inline: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

/** Placeholder rows while a list or an order loads; announced once by its label. */
export function LoadingRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" data-testid="orders-loading">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Stack gap={3}>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={96} radius="lg" />
        ))}
      </Stack>
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: { to: string; label: string } }) {
  return (
    <Centered data-testid="orders-empty">
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action && (
        <LinkButton as={Link} to={action.to}>
          {action.label}
        </LinkButton>
      )}
    </Centered>
  );
}

export function FailedState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Centered data-testid="orders-failed">
      <Alert tone="error">{message}</Alert>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Centered>
  );
}
