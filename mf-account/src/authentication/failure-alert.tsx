// The general error of a form: what the API said, in the page language, and when a throttled
// shopper may try again.
import { type ReactNode, type Ref } from 'react';
import { AlertLines, FormAlert } from './auth-layout';
import type { AuthFailure } from './use-auth-form';
import { useAuthMessages } from './use-auth-messages';

interface FailureAlertProps {
  failure: AuthFailure;
  ref: Ref<HTMLDivElement>;
  /** Said instead of the answer's general message, when a page knows better (an expired link). */
  message?: string | undefined;
  children?: ReactNode;
}

export function FailureAlert({ failure, ref, message, children }: FailureAlertProps) {
  const messages = useAuthMessages();
  return (
    <FormAlert ref={ref}>
      <AlertLines>
        <span>{message ?? messages.forFailure(failure)}</span>
        {failure.retryAfter !== null && <span>{messages.retryIn(failure.retryAfter)}</span>}
        {children}
      </AlertLines>
    </FormAlert>
  );
}
