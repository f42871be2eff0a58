// What the four sign-in forms share: the values the shopper typed (never cleared by an error),
// checks in the browser before sending, the API's field errors beside their fields and its general
// error in an alert, one request at a time, and focus on the first thing to fix.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import type { AuthOutcome, FieldMessage, PageLanguage } from './auth-api';
import type { FieldProblem, FieldProblems } from './identity-rules';
import { useAuthMessages } from './use-auth-messages';

export type AuthFailure = Extract<AuthOutcome, { ok: false }>;

interface FormOptions<F extends string> {
  /** The form's fields in page order, with their starting values. */
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => FieldProblems<F>;
  /** Sends the form; answers come with texts in the page language. */
  send: (values: Record<F, string>, language: PageLanguage) => Promise<AuthOutcome>;
  onSuccess: (outcome: Extract<AuthOutcome, { ok: true }>, values: Record<F, string>) => void;
}

export function useAuthForm<F extends string>({ initial, validate, send, onSuccess }: FormOptions<F>) {
  const messages = useAuthMessages();
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem | FieldMessage>>>({});
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sending, setSending] = useState(false);
  // state updates only show on the next render; a second click before it must not send twice
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterRender();
  const order = Object.keys(initial) as F[];

  const setValue = (name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // the shopper is fixing it: the old message no longer describes what is there
    setProblems((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  /** Props for a design-system Input bound to one field. */
  const field = (name: F) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    ref: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    error: messages.forField(problems[name]),
  });

  const focusFirstProblem = (found: Partial<Record<F, unknown>>) => {
    const first = order.find((name) => name in found);
    focusLater(() => (first ? inputs.current[first] : alertRef.current));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      setFailure(null);
      setProblems(found);
      focusFirstProblem(found);
      return;
    }
    setProblems({});
    setFailure(null);
    inFlight.current = true;
    setSending(true);
    const outcome = await send(values, messages.language).finally(() => {
      inFlight.current = false;
      setSending(false);
    });
    if (outcome.ok) {
      onSuccess(outcome, values);
      return;
    }
    const ours = Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([name]) => order.includes(name as F))) as Partial<Record<F, FieldMessage>>;
    setProblems(ours);
    setFailure(outcome);
    // a field the shopper can fix takes focus; otherwise the alert that explains what happened
    if (outcome.reason === 'invalid' && Object.keys(ours).length > 0) focusFirstProblem(ours);
    else focusLater(() => alertRef.current);
  };

  return { values, setValue, field, failure, sending, onSubmit, alertRef, messages };
}
