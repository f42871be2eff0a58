// Spec §4: logged-in shoppers' language is saved on the server (AR/EN) first; then the locale
// cookie is set, the page switches language in place and scrolls to the top. If saving fails the
// switch still happens (the shopper asked for it) and a translated alert says it was not saved.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button } from 'design-system';
import { setLanguage } from '../i18n/i18n';
import { normaliseLanguage, type Language } from '../i18n/locale';
import { callGraphQL } from 'remote-kit';
import { shellCachePolicy } from '../api/cache-policy';
import { SetPreferredLanguageDocument } from '../generated/graphql';
import { useSession } from '../session/use-session';

/** How long the "not saved" alert stays before it hides itself. */
const ALERT_MS = 8000;

/**
 * Saves the language on the shopper's account; true when the server says it did. GraphQL reports
 * errors with HTTP 200 (an `errors` list, or `success: false`), so the answer decides, not the status.
 */
export async function saveLanguageOnServer(language: Language): Promise<boolean> {
  try {
    const result = await callGraphQL(shellCachePolicy, async (client) => {
      const { data } = await client.mutate({ mutation: SetPreferredLanguageDocument, variables: { lang: language === 'en' ? 'EN' : 'AR' } });
      return data?.setPrefferedLanguage;
    });
    if (result?.success !== true) throw new Error(result?.message ?? 'setPrefferedLanguage did not succeed');
    return true;
  } catch (error) {
    // The server keeps the old preference until the next change.
    console.error('[shell] could not save the language', error);
    return false;
  }
}

const Toast = styled(Alert)`
  position: fixed;
  top: ${({ theme }) => theme.space[3]};
  inset-inline: 0;
  margin-inline: auto;
  z-index: ${({ theme }) => theme.zIndices.menu};
  width: min(24rem, calc(100vw - ${({ theme }) => theme.space[6]}));
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  box-shadow: ${({ theme }) => theme.shadows.md};
  span {
    flex: 1;
  }
`;

// Kept outside the component: switching direction remounts the whole frame, and the alert must
// outlive that remount to be read in the language the shopper switched to.
let notSaved = false;
const listeners = new Set<() => void>();
function setNotSaved(value: boolean) {
  notSaved = value;
  listeners.forEach((listener) => listener());
}
function subscribeNotSaved(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
const readNotSaved = () => notSaved;

export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const showNotSaved = useSyncExternalStore(subscribeNotSaved, readNotSaved, readNotSaved);
  const next = normaliseLanguage(i18n.language) === 'ar' ? 'en' : 'ar';

  useEffect(() => {
    if (!showNotSaved) return undefined;
    const timer = setTimeout(() => setNotSaved(false), ALERT_MS);
    return () => clearTimeout(timer);
  }, [showNotSaved]);

  const onClick = async () => {
    setBusy(true);
    setNotSaved(false);
    try {
      const saved = session?.status === 'user' ? await saveLanguageOnServer(next) : true;
      await setLanguage(next);
      if (!saved) setNotSaved(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" className={className} lang={next} loading={busy} aria-label={t('switch_language_label')} onClick={() => void onClick()}>
        {t('switch_language')}
      </Button>
      {showNotSaved && (
        <Toast tone="error" data-testid="language-not-saved">
          <span>{t('language_not_saved')}</span>
          <Button variant="ghost" size="sm" onClick={() => setNotSaved(false)}>
            {t('close')}
          </Button>
        </Toast>
      )}
    </>
  );
}
