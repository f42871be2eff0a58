import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useBusValue } from 'shared-events/react';
import { Price } from 'design-system';

const Page = styled.section`
  max-width: 960px;
  margin: 24px auto;
  padding: 0 16px;
`;

const Empty = styled.div`
  padding: 40px 24px;
  text-align: center;
  background: #fff;
  border-radius: 16px;
  border: 1px solid #e3e8ee;
`;

/** The cart page. Lines and seller offers come with the cart domain; the summary follows `cart:updated`. */
export function CartPage() {
  const { t, i18n } = useTranslation('cart');
  const cart = useBusValue('cart:updated');
  const count = cart?.count ?? 0;
  return (
    <Page aria-labelledby="cart-title">
      <h1 id="cart-title">{t('cart_title')}</h1>
      {count === 0 ? (
        <Empty>
          <h2>{t('cart_empty_title')}</h2>
          <p>{t('cart_empty_desc')}</p>
          <Link to="/">{t('cart_start_shopping')}</Link>
        </Empty>
      ) : (
        <p>
          {t('cart_summary', { count })} <Price amount={cart?.subtotal ?? 0} language={i18n.language === 'en' ? 'en' : 'ar'} />
        </p>
      )}
    </Page>
  );
}
