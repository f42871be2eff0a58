// The checkout's lines: photo, name in the page language, quantity and line total.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Price, ProductImage } from 'design-system';
import type { CheckoutFieldsFragment } from '../generated/graphql';
import { formatNumber, nameIn, pageLanguageOf } from './format';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
`;

const Name = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Quantity = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function OrderLines({ lines, label }: { lines: CheckoutFieldsFragment['lines']; label: string }) {
  const { t, i18n } = useTranslation('checkout');
  const language = pageLanguageOf(i18n.language);
  return (
    <List aria-label={label}>
      {lines.map((line) => (
        <Line key={line.id} data-testid="checkout-line">
          <ProductImage src={line.product.image} alt="" width={56} radius="md" />
          <div>
            <Name>{nameIn(line.product, language)}</Name>
            <Quantity>{t('review.quantity', { n: formatNumber(line.quantity, language) })}</Quantity>
          </div>
          <Price amount={line.totalSellingPriceHalalas} language={language} />
        </Line>
      ))}
    </List>
  );
}
