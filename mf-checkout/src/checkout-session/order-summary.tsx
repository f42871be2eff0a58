// The checkout's money, as the server priced it: subtotal, delivery (0.00 for pickup), discount and
// coupon, VAT with its base, and the grand total, every amount in SAR with two decimals.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price } from 'design-system';
import type { CheckoutFieldsFragment } from '../generated/graphql';
import { pageLanguageOf } from './format';
import { Panel } from './panels';

const Rows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

const Total = styled.div`
  padding-block-start: ${({ theme }) => theme.space[2]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  dt {
    color: ${({ theme }) => theme.colors.text.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type Totals = Pick<
  CheckoutFieldsFragment,
  'subTotalHalalas' | 'deliveryChargeHalalas' | 'discountAmountHalalas' | 'couponAmountHalalas' | 'baseAmountHalalas' | 'taxAmountHalalas' | 'grandTotalHalalas' | 'shippingMethod'
>;

export function OrderSummary({ checkout, headingLevel = 2 }: { checkout: Totals; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // spec §5: a pickup order is never charged for delivery
  const delivery = checkout.shippingMethod.name === 'pickup' ? 0 : checkout.deliveryChargeHalalas;
  const row = (label: string, amount: number, testId: string, negative = false) => (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <Price amount={negative ? -amount : amount} language={language} />
      </dd>
    </div>
  );
  return (
    <Panel aria-labelledby="order-summary-title" data-testid="order-summary">
      <Heading id="order-summary-title">{t('summary.title')}</Heading>
      <Rows>
        {row(t('summary.subtotal'), checkout.subTotalHalalas, 'summary-subtotal')}
        {row(t('summary.delivery'), delivery, 'summary-delivery')}
        {checkout.discountAmountHalalas > 0 && row(t('summary.discount'), checkout.discountAmountHalalas, 'summary-discount', true)}
        {checkout.couponAmountHalalas > 0 && row(t('summary.coupon'), checkout.couponAmountHalalas, 'summary-coupon', true)}
        {row(t('summary.base'), checkout.baseAmountHalalas, 'summary-base')}
        {row(t('summary.vat'), checkout.taxAmountHalalas, 'summary-vat')}
        <Total data-testid="summary-total">
          <dt>{t('summary.total')}</dt>
          <dd>
            <Price amount={checkout.grandTotalHalalas} language={language} />
          </dd>
        </Total>
      </Rows>
    </Panel>
  );
}
