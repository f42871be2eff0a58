// Spec §4: logged-in shoppers' language is saved on the server (AR/EN) first; then the locale
// cookie is set, the page switches language in place and scrolls to the top. The new language's
// texts are fetched before anything is saved, so a switch that cannot happen changes nothing, on the
// page or on the account. If saving fails the switch still happens (the shopper asked for it) and a
// translated alert says it was not saved.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button } from 'design-system';
import { fetchLanguage, setLanguage } from '../i18n/i18n';
import { setLanguageNotice, useLanguageNotice } from '../i18n/language-notice';
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

export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const shown = useLanguageNotice();
  const next = normaliseLanguage(i18n.language) === 'ar' ? 'en' : 'ar';

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setLanguageNotice(null), ALERT_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const onClick = async () => {
    setBusy(true);
    setLanguageNotice(null);
    try {
      await fetchLanguage(next);
      const saved = session?.status === 'user' ? await saveLanguageOnServer(next) : true;
      await setLanguage(next);
      if (!saved) setLanguageNotice('language_not_saved');
    } catch (error) {
      // the other language's texts could not be fetched: the page stays as it is, and says so
      console.error('[shell] could not switch the language', error);
      setLanguageNotice('language_not_switched');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" className={className} lang={next} loading={busy} aria-label={t('switch_language_label')} onClick={() => void onClick()}>
        {t('switch_language')}
      </Button>
      {shown && (
        <Toast tone="error" data-testid={shown === 'language_not_saved' ? 'language-not-saved' : 'language-not-switched'}>
          <span>{t(shown)}</span>
          <Button variant="ghost" size="sm" onClick={() => setLanguageNotice(null)}>
            {t('close')}
          </Button>
        </Toast>
      )}
    </>
  );
}
