// Loads the account team's address picker (mf_account/address-picker) with the federation runtime.
// If it cannot load or crashes, a translated notice in a modal takes its place.
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Modal, Spinner } from 'design-system';
import { AreaErrorBoundary } from 'remote-kit';
import type { AddressPickerProps } from 'shared-events';
import { lazyWithPreload } from '../lazy/lazy-with-preload';
import { loadExposed } from '../remotes/load-exposed';

const AddressPicker = lazyWithPreload(async () => {
  const module = await loadExposed('mf_account/address-picker');
  if (!module?.default) throw new Error('mf_account/address-picker has no default export');
  // the fragment map types the props; React is told it is a component of them
  return { default: module.default as ComponentType<AddressPickerProps> };
});

/** Starts loading the account team's picker before it is opened (the chip calls it on hover or focus). */
export const preloadAddressPicker = (): void => AddressPicker.preload();

function PickerUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open title={t('address_chip_prefix')} closeLabel={t('close')} onClose={onClose} data-testid="address-picker-fallback">
      <Alert tone="error">{t('address_picker_unavailable')}</Alert>
    </Modal>
  );
}

export default function AddressPickerHost({ open, onClose }: AddressPickerProps) {
  const { t } = useTranslation('common');
  if (!open) return null;
  return (
    <AreaErrorBoundary name="mf_account/address-picker" fallback={<PickerUnavailable onClose={onClose} />}>
      <Suspense fallback={<Spinner label={t('loading')} size="sm" />}>
        <AddressPicker open={open} onClose={onClose} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
