import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from 'design-system';

const Panel = styled.section`
  margin: ${({ theme }) => theme.space[8]} auto;
  max-width: 560px;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
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
