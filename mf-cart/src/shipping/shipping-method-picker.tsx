// Delivery, pickup (no delivery charge) or scheduled delivery with a slot; remembered in cart_ship_method.
// Each slot shows its cutoff (the server refuses orders after it); a slot whose cutoff has passed is
// disabled, also while the page stays open.
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { loadShipMethod, saveShipMethod, type StoredShipMethod } from '../cart-service/storage';
import { fetchShippingMethods, type ShippingMethod } from '../offers/offers-api';
import { formatCutoff, formatSlot } from '../offers/format';

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  label {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[1]};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.full};
    border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
    text-align: center;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
    background: ${({ theme }) => theme.colors.primarySurface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Slot = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  select {
    width: 100%;
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
    padding: 0 ${({ theme }) => theme.space[3]};
    font: inherit;
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

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
  const [methods, setMethods] = useState<ShippingMethod[]>([]);
  useEffect(() => {
    let live = true;
    fetchShippingMethods()
      .then((m) => live && setMethods(m))
      .catch((error: unknown) => console.error('failed to load shipping methods', error));
    return () => {
      live = false;
    };
  }, []);
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
    <Group>
      <legend>{t('shipping_method')}</legend>
      <Options>
        {names.map((name) => {
          const method = choice.methods.find((m) => m.name === name);
          return (
            <label key={name}>
              <input
                type="radio"
                name="shipping-method"
                value={name}
                checked={choice.name === name}
                onChange={() => onChange({ id: method?.id ?? null, name, scheduleTime: name === 'schedule' ? firstOpen : null })}
              />
              {t(`shipping_${name}`)}
            </label>
          );
        })}
      </Options>
      {choice.name === 'schedule' &&
        schedule &&
        (firstOpen === null ? (
          <Note role="status">{t('no_open_slots')}</Note>
        ) : (
          <>
            <Slot>
              {t('choose_slot')}
              <select
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
              </select>
            </Slot>
            {choice.slotMoved && (
              <Note id={noteId} role="status">
                {t('slot_moved')}
              </Note>
            )}
          </>
        ))}
    </Group>
  );
}
