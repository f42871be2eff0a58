// After the gateway has set the session cookie, the shell (which owns the session) is asked to read
// it again; once it publishes a signed-in `session:changed`, the shopper goes on to the page they
// came for, in the language the account keeps. A shopper already signed in goes there straight away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getEventBus } from 'shared-events';
import { useBusEvent, useBusValue } from 'shared-events/react';
import { followAccountLanguage } from '../language/follow-account-language';

/** How long to wait for the shell's answer before loading the target page afresh. */
export const SESSION_ANSWER_WAIT_MS = 8_000;

/** A full page load, which makes the shell read the session at start; replaced in tests. */
export const pageLoad = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function useSessionHandOff(target: string) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const session = useBusValue('session:changed');
  const signedIn = session?.status === 'user';
  const waiting = useRef(false);
  const gone = useRef(false);
  const [handingOff, setHandingOff] = useState(false);

  useEffect(() => {
    if (!signedIn || gone.current) return;
    gone.current = true;
    // a sign-in made here (not a shopper who arrived signed in) brings the account's language
    if (waiting.current && session?.user) followAccountLanguage(session.user, i18n.language);
    waiting.current = false;
    navigate(target, { replace: true });
  }, [signedIn, session, i18n, target, navigate]);

  // The shell answered, but not with a signed-in shopper (it could not read the session): a fresh
  // page load reads it again rather than leave the shopper on a form that already succeeded.
  useBusEvent('session:changed', (next) => {
    if (!waiting.current || next.status === 'user') return;
    waiting.current = false;
    pageLoad.assign(target);
  });

  useEffect(() => {
    if (!handingOff) return;
    const timer = setTimeout(() => {
      if (!waiting.current) return;
      waiting.current = false;
      pageLoad.assign(target);
    }, SESSION_ANSWER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [handingOff, target]);

  const handOff = useCallback(() => {
    waiting.current = true;
    setHandingOff(true);
    getEventBus().publish('session:refresh-requested', {});
  }, []);

  return { signedIn, handingOff, handOff };
}
