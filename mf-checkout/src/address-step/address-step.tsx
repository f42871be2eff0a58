import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const Page = styled.section`
  max-width: 720px;
  margin: 24px auto;
  padding: 0 16px;
`;

const Steps = styled.ol`
  display: flex;
  gap: 16px;
  padding: 0;
  list-style: none;
  li[aria-current='step'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** First checkout step. Without a checkout session from the cart there is nothing to pay for yet. */
export function AddressStep() {
  const { t } = useTranslation('checkout');
  return (
    <Page aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout_title')}</h1>
      <Steps aria-label={t('checkout_steps')}>
        <li aria-current="step">{t('step_address')}</li>
        <li>{t('step_payment')}</li>
        <li>{t('step_done')}</li>
      </Steps>
      <p>{t('no_checkout_session')}</p>
      <Link to="/cart">{t('back_to_cart')}</Link>
    </Page>
  );
}
