// One seller's offer for the cart: what it has, what it lacks, and what it costs.
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Price, Radio, RadioGroup } from 'design-system';
import type { CartSuggestion, OutOfStockAction } from './offers-api';
import { formatNumber, lang, productName } from './format';
import { Replacements } from './replacements';

const Card = styled.li<{ $selected: boolean }>`
  list-style: none;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.borderSubtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space[4]};
  ${({ $selected, theme }) =>
    $selected &&
    css`
      box-shadow: ${theme.shadows.md};
    `}
`;

// The whole head is the radio's label: seller, distance, time, availability and total.
const Head = styled.span`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Name = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Total = styled.span`
  text-align: end;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const TotalLabel = styled.small`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

// Every seller's figures, side by side in small cells, so offers compare at a glance on a phone too.
const Breakdown = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
    align-content: start;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Missing = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[3]} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const ACTIONS: OutOfStockAction[] = ['REPLACE', 'REMOVE', 'BOTH'];

export interface OfferCardProps {
  offer: CartSuggestion;
  selected: boolean;
  onSelect: () => void;
  action: OutOfStockAction;
  onAction: (action: OutOfStockAction) => void;
  pickup: boolean;
  coordinate: [number, number];
}

export function OfferCard({ offer, selected, onSelect, action, onAction, pickup, coordinate }: OfferCardProps) {
  const { t, i18n } = useTranslation('cart');
  const language = lang(i18n.language);
  const sellerName = language === 'en' ? offer.sellerName : offer.sellerArName || offer.sellerName;
  const id = `offer-${offer.sellerId}`;
  return (
    <Card $selected={selected} data-testid="offer" data-seller={offer.sellerId} aria-labelledby={`${id}-name`}>
      <Radio
        name="offer"
        checked={selected}
        onChange={onSelect}
        aria-describedby={`${id}-total`}
        label={
          <Head>
            <span>
              <Name id={`${id}-name`}>{sellerName}</Name>
              <Meta>
                <span>{t('distance_km', { value: formatNumber(offer.distance, language, 1) })}</span>
                <span>{pickup ? t('ready_in_minutes', { value: formatNumber(offer.deliveryTime, language) }) : t('delivery_in_minutes', { value: formatNumber(offer.deliveryTime, language) })}</span>
                <Badge tone={offer.itemMissing === 0 ? 'success' : 'warning'}>
                  {t('items_available_of', { available: formatNumber(offer.itemAvailable, language), total: formatNumber(offer.itemTotal, language) })}
                </Badge>
                {offer.rank === 1 && <Badge tone="success">{t('best_offer')}</Badge>}
              </Meta>
            </span>
            <Total id={`${id}-total`} data-testid="offer-total">
              <TotalLabel>{t('grand_total')}</TotalLabel>
              <Price amount={offer.grandTotalHalalas} language={language} />
            </Total>
          </Head>
        }
      />
      {offer.missingItems.length > 0 && (
        <Missing data-testid="missing-items">
          {t('missing_items', { names: offer.missingItems.map((m) => productName(m, language)).join(language === 'ar' ? '، ' : ', ') })}
        </Missing>
      )}
      {!offer.minOrderMet && (
        <Notice role="note">
          {t('min_order_notice')} <Price amount={offer.minOrderHalalas} language={language} />
        </Notice>
      )}
      {/* the same figures for every seller; the discount shows at 0.00 too, so cards line up */}
      <Breakdown data-testid="offer-breakdown">
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>
            <Price amount={offer.subTotalHalalas} language={language} />
          </dd>
        </div>
        <div>
          <dt>{t('delivery_charge')}</dt>
          <dd data-testid="delivery-charge">
            <Price amount={offer.deliveryChargeHalalas} language={language} />
          </dd>
        </div>
        <div>
          <dt>{t('discount')}</dt>
          <dd>
            {offer.discountHalalas > 0 && '−'}
            <Price amount={offer.discountHalalas} language={language} />
          </dd>
        </div>
        <div>
          <dt>{t('amount_before_vat')}</dt>
          <dd>
            <Price amount={offer.baseAmountHalalas} language={language} />
          </dd>
        </div>
        <div>
          <dt>{t('vat_included')}</dt>
          <dd>
            <Price amount={offer.taxAmountHalalas} language={language} />
          </dd>
        </div>
      </Breakdown>
      {selected && offer.missingItems.length > 0 && (
        <Actions>
          <RadioGroup
            legend={t('out_of_stock_action_title')}
            name={`oos-${offer.sellerId}`}
            value={action}
            onValueChange={(value) => onAction(value as OutOfStockAction)}
            look="chip"
            layout="row"
          >
            {ACTIONS.map((a) => (
              <Radio key={a} value={a} label={t(`oos_${a.toLowerCase()}`)} />
            ))}
          </RadioGroup>
          {action !== 'REMOVE' && <Replacements missing={offer.missingItems} sellerId={offer.sellerId} coordinate={coordinate} />}
        </Actions>
      )}
    </Card>
  );
}
