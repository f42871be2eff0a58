// Delivery, pickup (no delivery charge) or scheduled delivery with a slot; remembered in cart_ship_method.
// Each slot shows its cutoff (the server refuses orders after it); a slot whose cutoff has passed is
// disabled, also while the page stays open. The methods come from use-shipping-choice.ts; this view
// reads no GraphQL, so the cart can show it while the client is still on its way.
import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, Select } from 'design-system';
import type { StoredShipMethod } from '../cart-service/storage';
import type { ShippingMethodsQuery } from '../generated/graphql';
import { formatCutoff, formatSlot } from '../offers/format';

const SlotSelect = styled(Select)`
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export type ShippingMethod = ShippingMethodsQuery['getAllShippingMethods']['edges'][number]['node'];
type Slot = ShippingMethod['slots'][number];

/** A slot still takes orders until its cutoff. */
export function isSlotOpen(slot: Slot, now: number): boolean {
  return Date.parse(slot.cutoff) > now;
}

export interface ShippingChoice extends StoredShipMethod {
  /** The methods as the API lists them (ids needed by checkout). */
  methods: ShippingMethod[];
  /** The time slots were judged open or closed at (ms since epoch). */
  now: number;
  /** The remembered slot closed for orders, so the next open one was taken. */
  slotMoved: boolean;
}

export function ShippingMethodPicker({ choice, onChange }: { choice: ShippingChoice; onChange: (next: StoredShipMethod) => void }) {
  const { t, i18n } = useTranslation('cart');
  const noteId = useId();
  const names = ['delivery', 'pickup', 'schedule'] as const;
  const schedule = choice.methods.find((m) => m.name === 'schedule');
  const firstOpen = schedule?.slots.find((s) => isSlotOpen(s, choice.now))?.start ?? null;
  return (
    <div>
      <RadioGroup
        legend={t('shipping_method')}
        name="shipping-method"
        value={choice.name}
        onValueChange={(value) => {
          const name = value as (typeof names)[number];
          const method = choice.methods.find((m) => m.name === name);
          onChange({ id: method?.id ?? null, name, scheduleTime: name === 'schedule' ? firstOpen : null });
        }}
        look="chip"
        layout="grid"
        columns={3}
      >
        {names.map((name) => (
          <Radio key={name} value={name} label={t(`shipping_${name}`)} />
        ))}
      </RadioGroup>
      {choice.name === 'schedule' &&
        schedule &&
        (firstOpen === null ? (
          <Note role="status">{t('no_open_slots')}</Note>
        ) : (
          <>
            <SlotSelect
              label={t('choose_slot')}
              value={choice.scheduleTime ?? ''}
              aria-describedby={choice.slotMoved ? noteId : undefined}
              onChange={(e) => onChange({ id: schedule.id, name: 'schedule', scheduleTime: e.target.value })}
            >
              {schedule.slots.map((slot) => {
                const open = isSlotOpen(slot, choice.now);
                const when = formatSlot(slot.start, slot.end, i18n.language);
                const cutoff = open ? t('slot_order_by', { time: formatCutoff(slot.cutoff, slot.start, i18n.language) }) : t('slot_closed');
                return (
                  <option key={slot.start} value={slot.start} disabled={!open}>
                    {`${when} · ${cutoff}`}
                  </option>
                );
              })}
            </SlotSelect>
            {choice.slotMoved && (
              <Note id={noteId} role="status">
                {t('slot_moved')}
              </Note>
            )}
          </>
        ))}
    </div>
  );
}
