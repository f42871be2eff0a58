import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** A remote's answer for a path it owns but has no page for (for example an unknown slug). */
export function AreaNotFound() {
  const { t } = useTranslation('common');
  return (
    <section data-testid="not-found" style={{ maxWidth: 880, margin: '32px auto', padding: '0 16px' }}>
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_desc')}</p>
      <Link to="/">{t('back_home')}</Link>
    </section>
  );
}
