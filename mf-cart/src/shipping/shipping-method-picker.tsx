// Delivery, pickup (no delivery charge) or scheduled delivery with a slot; remembered in cart_ship_method.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { loadShipMethod, saveShipMethod, type StoredShipMethod } from '../cart-service/storage';
import { fetchShippingMethods, type ShippingMethod } from '../offers/offers-api';
import { formatSlot } from '../offers/format';

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
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.neutral[300]};
    padding: 0 ${({ theme }) => theme.space[3]};
    font: inherit;
    background: ${({ theme }) => theme.colors.background};
  }
`;

export interface ShippingChoice extends StoredShipMethod {
  /** The methods as the API lists them (ids needed by checkout). */
  methods: ShippingMethod[];
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
  // a remembered slot that has closed is dropped
  const scheduleTime = stored.name === 'schedule' && method ? (method.slots.find((s) => s.start === stored.scheduleTime)?.start ?? method.slots[0]?.start ?? null) : (stored.scheduleTime ?? null);
  const choice: ShippingChoice = { ...stored, id: method?.id ?? stored.id, scheduleTime: stored.name === 'schedule' ? scheduleTime : null, methods };
  const update = (next: StoredShipMethod) => {
    saveShipMethod(next);
    setStored(next);
  };
  return [choice, update];
}

export function ShippingMethodPicker({ choice, onChange }: { choice: ShippingChoice; onChange: (next: StoredShipMethod) => void }) {
  const { t, i18n } = useTranslation('cart');
  const names = ['delivery', 'pickup', 'schedule'] as const;
  const schedule = choice.methods.find((m) => m.name === 'schedule');
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
                onChange={() => onChange({ id: method?.id ?? null, name, scheduleTime: name === 'schedule' ? (schedule?.slots[0]?.start ?? null) : null })}
              />
              {t(`shipping_${name}`)}
            </label>
          );
        })}
      </Options>
      {choice.name === 'schedule' && schedule && (
        <Slot>
          {t('choose_slot')}
          <select value={choice.scheduleTime ?? ''} onChange={(e) => onChange({ id: schedule.id, name: 'schedule', scheduleTime: e.target.value })}>
            {schedule.slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {formatSlot(slot.start, slot.end, i18n.language)}
              </option>
            ))}
          </select>
        </Slot>
      )}
    </Group>
  );
}
