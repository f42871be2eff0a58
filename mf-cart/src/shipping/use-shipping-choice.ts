// The shopper's shipping method: remembered in cart_ship_method, completed with the methods the API
// lists (their ids, and the schedule's slots), and moved to the next open slot when the remembered
// one closes for orders, also while the page stays open.
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { loadShipMethod, saveShipMethod, type StoredShipMethod } from '../cart-service/storage';
import { ShippingMethodsDocument } from '../generated/graphql';
import { isSlotOpen, type ShippingChoice } from './shipping-method-picker';

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

