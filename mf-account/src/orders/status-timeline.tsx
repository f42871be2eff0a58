// The order's status history as a timeline: an ordered list, oldest first, each status with the time
// it was reached; the status the order is in now is marked as the current step.
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from 'design-system';
import type { OrderDetailQuery } from '../generated/graphql';
import { formatOrderTime, isoDateTime, nameIn, type PageLanguage } from './format';

type StatusDetail = NonNullable<OrderDetailQuery['getOrderById']>['statusDetail'][number];

const Steps = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $current: boolean; $last: boolean; $cancelled: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding-block-end: ${({ theme, $last }) => ($last ? 0 : theme.space[4])};
  padding-inline-start: ${({ theme }) => theme.space[7]};

  /* the dot of each step, and the line down to the next */
  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0.3rem;
    inset-inline-start: 0.3rem;
    inline-size: 0.75rem;
    block-size: 0.75rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $cancelled }) => ($cancelled ? theme.colors.danger : theme.colors.success)};
    ${({ $current, theme }) =>
      $current &&
      css`
        box-shadow: 0 0 0 4px ${theme.colors.successSurface};
      `}
  }

  &::after {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    inset-block: 1.25rem 0.125rem;
    inset-inline-start: calc(0.3rem + 0.375rem - 1px);
    inline-size: 2px;
    background: ${({ theme }) => theme.colors.borderSubtle};
  }

  strong {
    font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.bold : theme.fontWeights.semibold)};
  }

  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export function StatusTimeline({ history, language }: { history: readonly StatusDetail[]; language: PageLanguage }) {
  const { t } = useTranslation('orders');
  return (
    <Steps aria-labelledby="order-history-title" data-testid="status-timeline">
      {history.map((step, index) => {
        const current = index === history.length - 1;
        return (
          <Step
            key={`${step.status.statusCode}-${step.createdAt}`}
            aria-current={current ? 'step' : undefined}
            $current={current}
            $last={current}
            $cancelled={step.status.statusCode === 'cancelled'}
          >
            <strong>
              {nameIn(step.status, language)}
              {current && <VisuallyHidden> ({t('detail.current_status')})</VisuallyHidden>}
            </strong>
            <time dateTime={isoDateTime(step.createdAt)}>{formatOrderTime(step.createdAt, language)}</time>
          </Step>
        );
      })}
    </Steps>
  );
}
