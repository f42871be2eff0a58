// The header's delivery-address chip (spec §2): a placeholder while the address state loads, then
// the current shipping address's short label (Riyadh by default). It opens the picker only in the
// logged-in-ready or guest-ready state, and from then on the delivery tour may point at it.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_DELIVERY_COORDINATE, getEventBus } from 'shared-events';
import { useBusEvent } from 'shared-events/react';
import { media, Skeleton } from 'design-system';
import { useSession } from '../session/use-session';
import { loadAddressState, shortLabel, type AddressState } from './address-state';

const AddressPickerHost = lazy(() => import('./address-picker-host'));

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  min-height: 2.5rem;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    cursor: default;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Prefix = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.text.secondary};
  ${media.sm} {
    display: inline;
  }
`;

const Label = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const READY = new Set(['logged-in-ready', 'guest-ready']);

export function AddressChip() {
  const { t } = useTranslation('common');
  const session = useSession();
  const [state, setState] = useState<AddressState>({ status: 'loading', current: null });
  const [revision, setRevision] = useState(0);
  const [open, setOpen] = useState(false);
  const [pickerRequested, setPickerRequested] = useState(false);

  // The address the state was last read for. The bus replays its latest value on subscribe and
  // delivers the chip's own first publication back to it; neither is news, so neither reloads.
  const known = useRef(getEventBus().latest('address:changed'));

  // A new address from the picker: read the state again.
  useBusEvent('address:changed', (address) => {
    if (address === known.current) return;
    known.current = address;
    setRevision((n) => n + 1);
  });

  useEffect(() => {
    if (!session) return undefined;
    let live = true;
    void loadAddressState(session).then((next) => {
      if (!live) return;
      setState(next);
      // Everyone else (listings, cart offers) needs coordinates from the start.
      const bus = getEventBus();
      if (!bus.latest('address:changed')) {
        const at = next.current ?? DEFAULT_DELIVERY_COORDINATE;
        const first = { lat: Number(at.lat), long: Number(at.long) };
        known.current = first;
        bus.publish('address:changed', first);
      }
    });
    return () => {
      live = false;
    };
  }, [session, revision]);

  // The delivery tour points at this chip, so it is asked for once the chip can be used; the tour
  // host decides whether it runs (first visit, not seen, no other tour, no expired session).
  const ready = READY.has(state.status);
  const tourAsked = useRef(false);
  useEffect(() => {
    if (!ready || tourAsked.current) return;
    tourAsked.current = true;
    getEventBus().publish('tour:start', { tour: 'delivery' });
  }, [ready]);

  if (state.status === 'loading') {
    return (
      <span role="status" aria-label={t('address_loading')} data-testid="address-chip-loading">
        <Skeleton width="9rem" height="2.5rem" radius="full" />
      </span>
    );
  }
  const label = shortLabel(state.current?.address1) ?? t('default_city');
  return (
    <>
      <Chip
        type="button"
        data-tour="delivery-address"
        data-testid="address-chip"
        disabled={!ready}
        aria-haspopup="dialog"
        aria-label={t('address_chip_label', { label })}
        onClick={() => {
          setPickerRequested(true);
          setOpen(true);
        }}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        <Prefix>{t('address_chip_prefix')}</Prefix>
        <Label>{label}</Label>
      </Chip>
      {pickerRequested && (
        <Suspense fallback={null}>
          <AddressPickerHost open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
