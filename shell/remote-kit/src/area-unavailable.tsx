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

/** Translated fallback for an area whose code failed (texts live in the shell's common namespace). */
export function AreaUnavailable({ name }: { name: string }) {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert" data-testid={`remote-fallback-${name}`}>
      <h2>{t('remote_unavailable_title')}</h2>
      <p>{t('remote_unavailable_desc')}</p>
      <Button onClick={() => location.reload()}>{t('remote_unavailable_retry')}</Button>
    </Panel>
  );
}
