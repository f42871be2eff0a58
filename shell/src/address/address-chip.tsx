// The header's delivery-address chip (spec §2): a placeholder while the address state loads, then
// the current shipping address's short label (Riyadh by default). It opens the picker only in the
// logged-in-ready or guest-ready state, and from then on the delivery tour may point at it. The
// address comes from the bus only (`address:changed`, the account team's address book).
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getEventBus } from 'shared-events';
import { ButtonBase, media, Skeleton } from 'design-system';
import { lazyWithPreload } from '../lazy/lazy-with-preload';
import { useAddressState } from './address-state';

// The picker (the shell's host and the account team's fragment) loads when the shopper heads for the
// chip (pointer or keyboard), so the click finds it ready; the page itself never loads it.
const AddressPickerHost = lazyWithPreload(() => import('./address-picker-host'));
const preloadPicker = () => {
  AddressPickerHost.preload();
  import('./address-picker-host')
    .then((host) => host.preloadAddressPicker?.())
    .catch(() => {
      // opening the picker tries again and shows its own notice when it cannot load
    });
};

const Chip = styled(ButtonBase)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  max-width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
  const state = useAddressState();
  const [open, setOpen] = useState(false);
  const [pickerRequested, setPickerRequested] = useState(false);

  // The delivery tour points at this chip, so it is asked for once the chip can be used; the tour
  // host decides whether it runs (first visit, not seen, no other tour, no expired session).
  const ready = READY.has(state.status);
  const tourAsked = useRef(false);
  useEffect(() => {
    if (!ready || tourAsked.current) return undefined;
    // Asked once this render's effects have all run: when the address was already known at mount,
    // the tour host mounted beside the chip is listening by then (tour:start is not replayed).
    let live = true;
    void Promise.resolve().then(() => {
      if (!live || tourAsked.current) return;
      tourAsked.current = true;
      getEventBus().publish('tour:start', { tour: 'delivery' });
    });
    return () => {
      live = false;
    };
  }, [ready]);

  if (state.status === 'loading') {
    return (
      <span role="status" aria-label={t('address_loading')} data-testid="address-chip-loading">
        {/* about the default chip's width ("Deliver to Riyadh"), so little moves when it arrives */}
        <Skeleton width="11rem" height="2.5rem" radius="full" />
      </span>
    );
  }
  const label = state.current?.header ?? t('default_city');
  return (
    <>
      <Chip
        type="button"
        data-tour="delivery-address"
        data-testid="address-chip"
        disabled={!ready}
        aria-haspopup="dialog"
        aria-label={t('address_chip_label', { label })}
        onPointerEnter={ready ? preloadPicker : undefined}
        onFocus={ready ? preloadPicker : undefined}
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
        <Label>
          <bdi>{label}</bdi>
        </Label>
      </Chip>
      {pickerRequested && (
        <Suspense fallback={null}>
          <AddressPickerHost open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
