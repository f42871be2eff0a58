// Delivery, pickup (no delivery charge) or scheduled delivery with a slot; remembered in cart_ship_method.
// Each slot shows its cutoff (the server refuses orders after it); a slot whose cutoff has passed is
// disabled, also while the page stays open.
import { useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup, Select } from 'design-system';
import { loadShipMethod, saveShipMethod, type StoredShipMethod } from '../cart-service/storage';
import { ShippingMethodsDocument, type ShippingMethodsQuery } from '../generated/graphql';
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

/** Longest wait between clock checks, so a far cutoff never overflows a timer. */
const MAX_CLOCK_WAIT_MS = 60 * 60 * 1000;

/** The current time, moving on when the next of these cutoffs passes. */
function useCutoffClock(cutoffs: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = cutoffs
    .map((c) => Date.parse(c))
    .filter((t) => t > now)
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, Math.min(next - Date.now() + 1, MAX_CLOCK_WAIT_MS)));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}

export interface ShippingChoice extends StoredShipMethod {
  /** The methods as the API lists them (ids needed by checkout). */
  methods: ShippingMethod[];
  /** The time slots were judged open or closed at (ms since epoch). */
  now: number;
  /** The remembered slot closed for orders, so the next open one was taken. */
  slotMoved: boolean;
}

export function useShippingChoice(): [ShippingChoice, (next: StoredShipMethod) => void] {
  const [stored, setStored] = useState<StoredShipMethod>(loadShipMethod);
  const { data, error } = useQuery(ShippingMethodsDocument);
  const methods = useMemo(() => data?.getAllShippingMethods.edges.map((e) => e.node) ?? [], [data]);
  useEffect(() => {
    if (error) console.error('failed to load shipping methods', error);
  }, [error]);
  const method = methods.find((m) => m.name === stored.name);
  const schedule = methods.find((m) => m.name === 'schedule');
  const now = useCutoffClock(schedule?.slots.map((s) => s.cutoff) ?? []);
  let scheduleTime: string | null = null;
  let slotMoved = false;
  if (stored.name === 'schedule') {
    if (!schedule) {
      // methods not loaded yet: keep what was remembered
      scheduleTime = stored.scheduleTime ?? null;
    } else {
      const open = schedule.slots.filter((s) => isSlotOpen(s, now));
      scheduleTime = open.find((s) => s.start === stored.scheduleTime)?.start ?? open[0]?.start ?? null;
      slotMoved = Boolean(stored.scheduleTime && scheduleTime && scheduleTime !== stored.scheduleTime);
    }
  }
  const choice: ShippingChoice = { ...stored, id: method?.id ?? stored.id, scheduleTime, methods, now, slotMoved };
  const update = (next: StoredShipMethod) => {
    saveShipMethod(next);
    setStored(next);
  };
  return [choice, update];
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
