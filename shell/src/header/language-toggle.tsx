// Spec §4: logged-in shoppers' language is saved on the server (AR/EN) first; then the locale
// cookie is set, the page switches language in place and scrolls to the top.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'design-system';
import { setLanguage } from '../i18n/i18n';
import { normaliseLanguage, type Language } from '../i18n/locale';
import { API_KEY } from '../search/search-api';
import { useSession } from '../session/use-session';

const SET_LANGUAGE = 'mutation SetPrefferedLanguage($lang: LanguageCode!) { setPrefferedLanguage(lang: $lang) { success } }';

export async function saveLanguageOnServer(language: Language): Promise<void> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
      body: JSON.stringify({ operationName: 'SetPrefferedLanguage', query: SET_LANGUAGE, variables: { lang: language.toUpperCase() } }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    // The switch still happens; the server keeps the old preference until the next change.
    console.error('[shell] could not save the language', error);
  }
}

export function LanguageToggle({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const next = normaliseLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  const onClick = async () => {
    setBusy(true);
    try {
      if (session?.status === 'user') await saveLanguageOnServer(next);
      await setLanguage(next);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" className={className} lang={next} loading={busy} aria-label={t('switch_language_label')} onClick={() => void onClick()}>
      {t('switch_language')}
    </Button>
  );
}
