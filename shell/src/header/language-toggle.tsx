import { useTranslation } from 'react-i18next';
import { Button } from 'design-system';
import { setLanguage } from '../i18n/i18n';
import { normaliseLanguage } from '../i18n/locale';

export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const next = normaliseLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  return (
    <Button variant="ghost" lang={next} aria-label={t('switch_language_label')} onClick={() => void setLanguage(next)}>
      {t('switch_language')}
    </Button>
  );
}
