// Notices at the top of the cart: what changed in it without the shopper (the stored cartAlert), and
// a server change that failed (the cart is shown as it was). Both are dismissible.
import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'design-system';
import type { CartAlert } from '../cart-service/cart-alert';
import type { CartError } from '../cart-service/cart-reducer';
import { formatNumber, lang, productName } from '../offers/format';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  ul {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
  button {
    flex-shrink: 0;
  }
`;

export function CartAlertNotice({ alert, onDismiss }: { alert: CartAlert; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('cart');
  const language = lang(i18n.language);
  const titleId = useId();
  return (
    <Alert tone="info" aria-labelledby={titleId} data-testid="cart-alert">
      <Row>
        <div>
          <strong id={titleId}>{t('cart_alert_title')}</strong>
          <ul>
            {alert.merged && <li>{t('cart_alert_merged')}</li>}
            {alert.changes.map((change) => (
              <li key={change.productId}>{t(`cart_alert_${change.kind}`, { name: productName(change, language), value: formatNumber(change.quantity, language) })}</li>
            ))}
          </ul>
        </div>
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={t('cart_alert_dismiss')}>
          {t('dismiss')}
        </Button>
      </Row>
    </Alert>
  );
}

export function CartErrorNotice({ error, onDismiss }: { error: CartError; onDismiss: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <Alert tone="error" data-testid="cart-error">
      <Row>
        <span>{t(error.key)}</span>
        <Button size="sm" variant="ghost" onClick={onDismiss} aria-label={t('cart_error_dismiss')}>
          {t('dismiss')}
        </Button>
      </Row>
    </Alert>
  );
}
