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

const ShopLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: 10px 20px;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.primary};
  color: #0b1b2b;
  font-weight: 600;
  text-decoration: none;
`;

/* Written in LTR terms (margin-left, a right-pointing arrow); the RTL plugin flips both for Arabic. */
const Arrow = styled.span`
  margin-left: 8px;
  display: inline-block;
  transform: scaleX(1);
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
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
          <ShopLink to="/">
            {t('cart_start_shopping')}
            <Arrow aria-hidden="true" data-testid="start-shopping-arrow">
              →
            </Arrow>
          </ShopLink>
        </Empty>
      ) : (
        <p>
          {t('cart_summary', { count })} <Price amount={cart?.subtotal ?? 0} language={i18n.language === 'en' ? 'en' : 'ar'} />
        </p>
      )}
    </Page>
  );
}
