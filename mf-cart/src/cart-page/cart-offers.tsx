// The sellers' offers for the cart's lines and the order summary beside them: shipping method, the
// chosen offer's total and the hand-over to checkout (spec §3). The part of the cart page that reads
// GraphQL, in a chunk of its own: the page shows the lines without waiting for it (cart-page.tsx).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Price } from 'design-system';
import { cartService } from '../cart-service/cart-store';
import type { CartLine } from '../cart-service/storage';
import { OfferCard } from '../offers/offer-card';
import { useOffers } from '../offers/use-offers';
import { type OutOfStockAction } from '../offers/offers-api';
import { useUpdateSuggestion } from '../offers/use-update-suggestion';
import { ShippingMethodPicker } from '../shipping/shipping-method-picker';
import { useShippingChoice } from '../shipping/use-shipping-choice';
import { buildCheckoutPayload, selectedSuggestionCache } from '../checkout-handover/checkout-payload';
import { handOverToCheckout } from '../checkout-handover/handover';
import { Aside, Offers, OffersPlaceholder, OffersSection, SummaryTotal, SummaryTotalPlaceholder } from './cart-layout';

export interface CartOffersProps {
  lines: readonly CartLine[];
  cartId: string | null;
  coordinate: [number, number];
}

export function CartOffers({ lines, cartId, coordinate }: CartOffersProps) {
  const { t, i18n } = useTranslation('cart');
  const navigate = useNavigate();
  const [shipping, setShipping] = useShippingChoice();
  const { status, offers } = useOffers(lines, coordinate, shipping.name, shipping.scheduleTime ?? null);
  const updateSuggestion = useUpdateSuggestion();
  const [chosen, setChosen] = useState<string | null>(null);
  const [actions, setActions] = useState<Record<string, OutOfStockAction>>({});
  const [checkout, setCheckout] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  // the best offer is preselected; a choice survives recomputation while that seller still offers
  const selected = offers.find((o) => o.sellerId === chosen) ?? offers[0];

  const proceed = async () => {
    if (!selected) return;
    const method = shipping.methods.find((m) => m.name === shipping.name);
    if (!method) {
      setCheckout({ busy: false, error: t('checkout_failed') });
      return;
    }
    const action = actions[selected.sellerId] ?? 'REPLACE';
    setCheckout({ busy: true, error: null });
    const data = buildCheckoutPayload({ offer: selected, shippingMethod: { id: method.id, name: shipping.name }, scheduleTime: shipping.scheduleTime ?? null, cartId, coordinate, outOfStockAction: action });
    const result = await handOverToCheckout(data, selectedSuggestionCache(selected, action));
    if (result.ok) {
      setCheckout({ busy: false, error: null });
      navigate('/checkout/address');
      return;
    }
    const serverMessage = result.message ? (i18n.language === 'en' ? result.message.en : result.message.ar) : null;
    setCheckout({ busy: false, error: serverMessage ?? t(result.errorKey ?? 'checkout_failed') });
  };

  const pickup = shipping.name === 'pickup';
  return (
    <>
      <OffersSection>
        {status === 'pending' && offers.length === 0 && <OffersPlaceholder />}
        {status === 'rejected' && <Alert tone="error">{t('offers_failed')}</Alert>}
        {status === 'fulfilled' && offers.length === 0 && <Alert tone="info">{t('no_offers')}</Alert>}
        {offers.length > 0 && (
          <Offers aria-label={t('offers_title')} aria-busy={status === 'pending'}>
            {offers.map((offer) => (
              <OfferCard
                key={offer.sellerId}
                offer={offer}
                selected={offer.sellerId === selected?.sellerId}
                onSelect={() => {
                  setChosen(offer.sellerId);
                  cartService().chooseSuggestion(offer.sellerId);
                }}
                action={actions[offer.sellerId] ?? 'REPLACE'}
                onAction={(a) => {
                  setActions((prev) => ({ ...prev, [offer.sellerId]: a }));
                  const query = { lines, coordinate, shippingMethod: shipping.name, scheduleTime: shipping.scheduleTime ?? null };
                  updateSuggestion(offers.indexOf(offer), a, query).catch((error: unknown) => console.error('failed to update suggestion', error));
                }}
                pickup={pickup}
                coordinate={coordinate}
              />
            ))}
          </Offers>
        )}
      </OffersSection>
      <Aside aria-label={t('order_summary')}>
        <ShippingMethodPicker choice={shipping} onChange={setShipping} />
        {selected ? (
          <SummaryTotal data-testid="summary-total">
            <span>{t('total_from', { seller: i18n.language === 'en' ? selected.sellerName : selected.sellerArName || selected.sellerName })}</span>
            <Price amount={selected.grandTotalHalalas} language={i18n.language === 'en' ? 'en' : 'ar'} />
          </SummaryTotal>
        ) : (
          status === 'pending' && <SummaryTotalPlaceholder />
        )}
        {checkout.error && <Alert tone="error">{checkout.error}</Alert>}
        {selected && !selected.minOrderMet && <Alert tone="info">{t('min_order_blocks_checkout')}</Alert>}
        <Button
          size="lg"
          fullWidth
          data-tour="cart-checkout"
          loading={checkout.busy}
          disabled={!selected || !selected.minOrderMet || status === 'pending' || (shipping.name === 'schedule' && !shipping.scheduleTime)}
          onClick={() => void proceed()}
        >
          {t('proceed_to_checkout')}
        </Button>
      </Aside>
    </>
  );
}
