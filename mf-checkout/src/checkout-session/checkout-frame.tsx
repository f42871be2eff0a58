// The frame of every checkout screen: the steps (the current one marked for screen readers), the
// screen's one h1, and its content below. Sections inside use h2 and h3, so headings stay in order.
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from 'design-system';
import { usePageTitle } from 'remote-kit';

export const CHECKOUT_STEPS = ['address', 'review', 'payment', 'done'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

const Page = styled.section`
  max-width: 960px;
  margin-inline: auto;
  margin-block: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[10]};
  padding-inline: ${({ theme }) => theme.space[4]};
  ${media.md} {
    margin-block-start: ${({ theme }) => theme.space[6]};
  }
`;

// On a phone the four steps share the width in equal columns, each number above its name, so the
// bar never wraps its last step onto a line of its own; from the md breakpoint they sit in one row.
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${CHECKOUT_STEPS.length}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  counter-reset: step;
  ${media.md} {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Step = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  text-align: center;
  overflow-wrap: anywhere;
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.text.secondary : theme.colors.text.primary)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular)};
  counter-increment: step;
  &::before {
    content: counter(step);
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme, $state }) => ($state === 'next' ? theme.colors.neutral[200] : theme.colors.primary)};
    color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.text.primary : theme.colors.onPrimary)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  ${media.md} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space[1.5]};
    text-align: start;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('checkout');
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <Steps aria-label={t('checkout_steps')}>
      {CHECKOUT_STEPS.map((step, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'next';
        const name = t(`steps.${step}`);
        return (
          <Step key={step} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'done' ? <span aria-label={t('step_done_label', { step: name })}>{name}</span> : name}
          </Step>
        );
      })}
    </Steps>
  );
}

/** Where a screen's frame will be, for what shows before it: the frame then appears without moving it. */
export function CheckoutFramePlace({ children }: { children: ReactNode }) {
  return <Page as="div">{children}</Page>;
}

export interface CheckoutFrameProps {
  step: CheckoutStep;
  /** The screen's heading and document title. */
  title: string;
  children: ReactNode;
}

export function CheckoutFrame({ step, title, children }: CheckoutFrameProps) {
  const { t } = useTranslation('checkout');
  usePageTitle(`${title} · ${t('checkout_title')}`);
  return (
    <Page aria-labelledby="checkout-title" data-step={step}>
      <CheckoutSteps current={step} />
      <Title id="checkout-title">{title}</Title>
      {children}
    </Page>
  );
}
