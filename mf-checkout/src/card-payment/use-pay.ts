// Runs one payment at a time from a screen: a second press while one runs does nothing (the button
// is also shown busy), and the outcome is followed: the store's verify page, the provider's page, or
// the failure for the screen to show.
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pageNavigation } from '../checkout-session/page-navigation';
import type { PayOutcome, PayStep } from './pay';

export type PayFailure = Extract<PayOutcome, { kind: 'failed' }>;

export function usePay() {
  const navigate = useNavigate();
  const running = useRef(false);
  const [step, setStep] = useState<PayStep | null>(null);
  const [failure, setFailure] = useState<PayFailure | null>(null);

  const run = useCallback(
    async (pay: (onStep: (step: PayStep) => void) => Promise<PayOutcome>): Promise<PayOutcome | null> => {
      if (running.current) return null;
      running.current = true;
      setFailure(null);
      setStep('paying');
      let outcome: PayOutcome;
      try {
        outcome = await pay(setStep);
      } catch (error) {
        console.error('[mf-checkout] the payment failed', error);
        outcome = { kind: 'failed', key: 'operation_failed' };
      }
      if (outcome.kind === 'authorized') {
        navigate(outcome.path);
      } else if (outcome.kind === 'redirect') {
        // stays busy: the page is leaving
        pageNavigation.assign(outcome.url);
        return outcome;
      } else {
        setFailure(outcome);
      }
      running.current = false;
      setStep(null);
      return outcome;
    },
    [navigate],
  );

  return { run, step, failure, busy: step !== null, setFailure };
}
