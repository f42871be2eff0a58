import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from 'design-system';
import type { RemoteName } from '../routing/route-table';

const Panel = styled.section`
  margin: 32px auto;
  max-width: 560px;
  padding: 24px;
  border-radius: 16px;
  background: #fff;
  border: 1px solid #e3e8ee;
  text-align: center;
`;

/** What a shopper sees where a remote would be when it cannot be loaded or crashed. */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert" data-testid={`remote-fallback-${remote}`} aria-labelledby={`fallback-title-${remote}`}>
      <h2 id={`fallback-title-${remote}`}>{t('remote_unavailable_title')}</h2>
      <p>
        {t(`remote_name_${remote}`)} — {t('remote_unavailable_desc')}
      </p>
      <Button onClick={() => location.reload()}>{t('remote_unavailable_retry')}</Button>
    </Panel>
  );
}
