// After a sign-in, the page speaks the language the account keeps (spec §4 saves a signed-in
// shopper's choice on the server for this): chosen on one device, kept on the next sign-in anywhere.
import { getEventBus, type SessionUser } from 'shared-events';

/** Asks the shell to switch to the account's language when the page speaks the other one. */
export function followAccountLanguage(user: Pick<SessionUser, 'language'>, pageLanguage: string): void {
  const language = user.language === 'EN' ? 'en' : 'ar';
  const current = pageLanguage === 'en' ? 'en' : 'ar';
  if (language !== current) getEventBus().publish('language:change-requested', { language });
}
