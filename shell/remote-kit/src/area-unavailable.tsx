import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from 'design-system';

const Panel = styled.section`
  margin: 32px auto;
  max-width: 560px;
  padding: 24px;
  border-radius: 16px;
  background: #fff;
  border: 1px solid #e3e8ee;
  text-align: center;
`;

/**
 * Translated fallback for an area whose code could not be loaded or crashed (texts live in the
 * shell's common namespace). Used by the shell's loader and by every remote's error boundary.
 */
export function AreaUnavailable({ name }: { name: string }) {
  const { t } = useTranslation('common');
  const area = t(`remote_name_${name}`, { defaultValue: '' });
  return (
    <Panel role="alert" data-testid={`remote-fallback-${name}`} aria-labelledby={`fallback-title-${name}`}>
      <h2 id={`fallback-title-${name}`}>{t('remote_unavailable_title')}</h2>
      <p>{area ? `${area} — ${t('remote_unavailable_desc')}` : t('remote_unavailable_desc')}</p>
      <Button onClick={() => location.reload()}>{t('remote_unavailable_retry')}</Button>
    </Panel>
  );
}
