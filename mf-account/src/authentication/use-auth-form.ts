// What the four sign-in forms share, on react-hook-form with the form's shared-domain schema as its
// resolver: what the shopper typed stays (an error never clears it), the schema's problems and the
// API's field errors show beside their fields and the API's general error in an alert, one request
// at a time, and focus moves to the first thing to fix once its message is on the page.
import { useLayoutEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { AuthOutcome, PageLanguage } from './auth-api';
import type { AuthFormRules } from './identity-rules';
import { useAuthMessages } from './use-auth-messages';

export type AuthFailure = Extract<AuthOutcome, { ok: false }>;

/**
 * Moves focus in the commit that renders what is to receive it (the first field marked invalid, an
 * alert that was not there before), so it is announced with its message. Validation finishes after
 * the submit event, so focus cannot move there.
 */
function useFocusInCommit(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const [request, ask] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const find = pending.current;
    pending.current = null;
    find?.()?.focus();
  }, [request]);
  return (target) => {
    pending.current = target;
    ask();
  };
}

/** A field error the API gave: its text in the page language is the message. */
const SERVER = 'server';

interface AuthFormOptions<Typed extends FieldValues, Sent> {
  rules: AuthFormRules<Typed, Sent>;
  /** Sends what the schema made of the form; answers come with texts in the page language. */
  send: (values: Sent, language: PageLanguage) => Promise<AuthOutcome>;
  onSuccess: (outcome: Extract<AuthOutcome, { ok: true }>, typed: Typed) => void;
}

export function useAuthForm<Typed extends FieldValues, Sent>({ rules, send, onSuccess }: AuthFormOptions<Typed, Sent>) {
  const messages = useAuthMessages();
  const form = useForm<Typed, unknown, Sent>({
    resolver: rules.resolver as Resolver<Typed, unknown, Sent>,
    defaultValues: rules.empty as DefaultValues<Typed>,
    // focus waits for the messages to render (below), so the field is announced with its message
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const [sending, setSending] = useState(false);
  // state updates only show on the next render; a second submit before it must not send twice
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<Path<Typed>, HTMLElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusInCommit();
  const order = Object.keys(rules.empty) as Path<Typed>[];
  const { errors } = form.formState;

  /** The text beside a field: the API's own words, or this team's text for the schema's key. */
  const messageOf = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER ? error.message : messages.forKey(error.message);
  };

  /** Props for a design-system Input bound to one field. */
  const field = (name: Path<Typed>) => {
    const { ref, ...registered } = form.register(name);
    return {
      ...registered,
      ref: (element: HTMLInputElement | null) => {
        ref(element);
        inputs.current[name] = element;
      },
      error: messageOf(errors[name] as FieldError | undefined),
    };
  };

  const focusFirst = (found: Partial<Record<string, unknown>>) => {
    const first = order.find((name) => found[name] !== undefined);
    focusLater(() => (first ? inputs.current[first] : alertRef.current));
  };

  const sendValid = async (values: Sent) => {
    setFailure(null);
    setSending(true);
    const outcome = await send(values, messages.language).finally(() => setSending(false));
    if (outcome.ok) {
      onSuccess(outcome, form.getValues());
      return;
    }
    const ours = order.filter((name) => outcome.fieldErrors[name] !== undefined);
    for (const name of ours) {
      const said = outcome.fieldErrors[name]!;
      form.setError(name, { type: SERVER, message: said.message ?? messages.forKey(said.key) });
    }
    setFailure(outcome);
    // a field the shopper can fix takes focus; otherwise the alert that explains what happened
    if (outcome.reason === 'invalid' && ours.length > 0) focusFirst(outcome.fieldErrors);
    else focusLater(() => alertRef.current);
  };

  const showProblems = (found: FieldErrors<Typed>) => {
    setFailure(null);
    focusFirst(found);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void form
      .handleSubmit(sendValid, showProblems)(event)
      .finally(() => {
        inFlight.current = false;
      });
  };

  return { field, watch: form.watch, failure, sending, onSubmit, alertRef, messages };
}
