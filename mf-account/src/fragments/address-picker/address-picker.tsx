// mf_account/address-picker: the delivery-address modal opened by the header chip. Guests choose a
// Riyadh district or coordinates and keep their book in local storage; logged-in shoppers pick one
// of their saved addresses or add one, saved on the server. Either way `address:changed` follows.
import { useEffect, useId, useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getEventBus, type AddressPickerProps } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { Alert, Button, Input, Modal, Spinner } from 'design-system';
import { addResources } from 'remote-kit';
import { addAddress, chooseAddress, loadBook, readCachedBook, saveCachedBook, type Address, type AddressBook } from './address-book';
import { inSaudiArabia, parseCoordinate } from './coordinates';
import { RIYADH_DISTRICTS } from './riyadh-districts';
import arProfile from './locales/ar/profile.json';
import enProfile from './locales/en/profile.json';

addResources(i18next, { ar: { profile: arProfile }, en: { profile: enProfile } });

const List = styled.ul`
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Choice = styled.button<{ $current: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${({ $current, theme }) => ($current ? theme.colors.primaryStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $current, theme }) => ($current ? theme.colors.primarySurface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Section = styled.section`
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  label {
    font-size: 0.875rem;
    font-weight: 600;
  }
  select {
    min-height: 2.75rem;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    font: inherit;
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

async function fetchServerBook(): Promise<Address[]> {
  const response = await fetch('/api/address', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { addressBook?: (Omit<Address, 'id' | 'default'> & { id: string | number; default?: boolean; isDefault?: boolean })[] };
  return (body.addressBook ?? []).map((a) => ({ ...a, id: String(a.id), default: Boolean(a.default ?? a.isDefault) }));
}

async function saveOnServer(address: Address): Promise<void> {
  const response = await fetch('/api/address/set-default', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lat: address.lat, long: address.long, address: address.address1, address2: address.address2 ?? null, country: 'SA', addressType: 'SHIPPING' }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

export default function AddressPicker({ open, onClose }: AddressPickerProps) {
  const { t, i18n } = useTranslation('profile');
  const session = useBusValue('session:changed');
  const loggedIn = session?.status === 'user';
  const [book, setBook] = useState<AddressBook | null>(null);
  const [district, setDistrict] = useState('');
  const [lat, setLat] = useState('');
  const [long, setLong] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selectId = useId();
  const arabic = i18n.language === 'ar';
  const comma = arabic ? '، ' : ', ';

  useEffect(() => {
    if (!open) return;
    setError(null);
    if (!loggedIn) {
      setBook(readCachedBook());
      return;
    }
    setBook(null);
    fetchServerBook()
      .then((list) => setBook(loadBook(list)))
      .catch((reason: unknown) => {
        console.error('[mf-account] address book failed', reason);
        setBook(loadBook([]));
      });
  }, [open, loggedIn]);

  const commit = async (next: AddressBook, address: Address) => {
    setSaving(true);
    setError(null);
    try {
      if (loggedIn) await saveOnServer(address);
      else saveCachedBook(next);
      setBook(next);
      getEventBus().publish('address:changed', { lat: address.lat, long: address.long });
      onClose();
    } catch (reason) {
      console.error('[mf-account] saving the address failed', reason);
      setError(t('address_picker.failed'));
    } finally {
      setSaving(false);
    }
  };

  const addNew = (address1: string, latitude: number, longitude: number) => {
    const address: Address = { id: `local-${Date.now()}`, address1, lat: latitude, long: longitude, addressType: 'SHIPPING', default: true };
    void commit(addAddress(book ?? loadBook([]), address), address);
  };

  const onDistrict = (event: FormEvent) => {
    event.preventDefault();
    const found = RIYADH_DISTRICTS.find((d) => d.slug === district);
    if (!found) {
      setError(t('address_picker.district_required'));
      return;
    }
    addNew(`${arabic ? found.arName : found.name}${comma}${t('address_picker.city')}`, found.lat, found.long);
  };

  const onCoordinates = (event: FormEvent) => {
    event.preventDefault();
    const latitude = parseCoordinate(lat);
    const longitude = parseCoordinate(long);
    if (latitude === null || longitude === null || !inSaudiArabia(latitude, longitude)) {
      setError(t('address_picker.coordinates_invalid'));
      return;
    }
    addNew(`${latitude.toFixed(5)}${comma}${longitude.toFixed(5)}${comma}${t('address_picker.city')}`, latitude, longitude);
  };

  const shipping = book?.list.map((address, index) => ({ address, index })).filter(({ address }) => address.addressType === 'SHIPPING') ?? [];

  return (
    <Modal open={open} onClose={onClose} title={t('address_picker.title')} closeLabel={t('address_picker.close')} data-testid="address-picker">
      <p style={{ marginTop: 0 }}>{t('address_picker.intro')}</p>
      {!book && <Spinner label={t('address_picker.loading')} />}
      {shipping.length > 0 && (
        <>
          <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>{t('address_picker.saved')}</h3>
          <List>
            {shipping.map(({ address, index }) => {
              const current = book?.currentShippingAddress?.id === address.id;
              return (
                <li key={address.id}>
                  <Choice type="button" $current={current} aria-pressed={current} disabled={saving} onClick={() => book && void commit(chooseAddress(book, index), address)}>
                    <span>{address.address1}</span>
                    {current && <strong>{t('address_picker.current')}</strong>}
                  </Choice>
                </li>
              );
            })}
          </List>
        </>
      )}
      <Section aria-labelledby={`${selectId}-add`}>
        <h3 id={`${selectId}-add`}>{t('address_picker.add')}</h3>
        <form onSubmit={onDistrict} style={{ display: 'grid', gap: 8 }}>
          <label htmlFor={selectId}>{t('address_picker.district')}</label>
          <select id={selectId} value={district} onChange={(event) => setDistrict(event.target.value)}>
            <option value="">{t('address_picker.choose_district')}</option>
            {RIYADH_DISTRICTS.map((d) => (
              <option key={d.slug} value={d.slug}>
                {arabic ? d.arName : d.name}
              </option>
            ))}
          </select>
          <Button type="submit" loading={saving}>
            {t('address_picker.deliver_here')}
          </Button>
        </form>
        <details>
          <summary>{t('address_picker.use_coordinates')}</summary>
          <form onSubmit={onCoordinates} style={{ display: 'grid', gap: 8, marginTop: 8 }}>
            <Pair>
              <Input label={t('address_picker.lat')} inputMode="decimal" dir="ltr" value={lat} onChange={(event) => setLat(event.target.value)} />
              <Input label={t('address_picker.long')} inputMode="decimal" dir="ltr" value={long} onChange={(event) => setLong(event.target.value)} />
            </Pair>
            <Button type="submit" variant="secondary" loading={saving}>
              {t('address_picker.deliver_here')}
            </Button>
          </form>
        </details>
        {error && <Alert tone="error">{error}</Alert>}
      </Section>
    </Modal>
  );
}
