// mf_account/address-picker: the delivery-address modal opened by the header chip. Guests choose a
// Riyadh district or coordinates and keep their book in local storage; logged-in shoppers pick one
// of their saved addresses or add one, saved on the server. Either way `address:changed` follows.
import { useEffect, useId, useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addressInputSchema, districtBySlug, parseDecimal, RIYADH_DISTRICTS } from 'shared-domain';
import { getEventBus, type AddressPickerProps } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { Alert, Button, ButtonBase, Input, Modal, Select, Spinner } from 'design-system';
import { addResources } from 'remote-kit';
import { addAddress, chooseAddress, loadBook, readCachedBook, saveCachedBook, type Address, type AddressBook } from '../../address-book/address-book';
import { toAddressChange } from '../../address-book/address-book-service';
import { fetchServerBook, saveOnServer } from '../../address-book/server-book';
import arProfile from './locales/ar/profile.json';
import enProfile from './locales/en/profile.json';

addResources(i18next, { ar: { profile: arProfile }, en: { profile: enProfile } });

const Intro = styled.p`
  margin-top: 0;
`;

const SavedTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

// A saved address: pressing it makes it the delivery address at once.
const Choice = styled(ButtonBase)<{ $current: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ $current, theme }) => ($current ? theme.colors.primaryStrong : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $current, theme }) => ($current ? theme.colors.primarySurface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text.primary};
  text-align: start;
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const AddForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const CoordinatesForm = styled(AddForm)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

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
      getEventBus().publish('address:changed', toAddressChange(address));
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
    const found = districtBySlug(district);
    if (!found) {
      setError(t('address_picker.district_required'));
      return;
    }
    addNew(`${arabic ? found.arName : found.name}${comma}${t('address_picker.city')}`, found.lat, found.long);
  };

  const onCoordinates = (event: FormEvent) => {
    event.preventDefault();
    const latitude = parseDecimal(lat);
    const longitude = parseDecimal(long);
    const address1 = latitude === null || longitude === null ? '' : `${latitude.toFixed(5)}${comma}${longitude.toFixed(5)}${comma}${t('address_picker.city')}`;
    // the address the API will be asked to save, checked by the same rule it applies (in the kingdom)
    const checked = addressInputSchema.safeParse({ address1, lat: latitude, long: longitude, addressType: 'SHIPPING' });
    if (!checked.success) {
      setError(t('address_picker.coordinates_invalid'));
      return;
    }
    addNew(checked.data.address1, checked.data.lat, checked.data.long);
  };

  const shipping = book?.list.map((address, index) => ({ address, index })).filter(({ address }) => address.addressType === 'SHIPPING') ?? [];

  return (
    <Modal open={open} onClose={onClose} title={t('address_picker.title')} closeLabel={t('address_picker.close')} data-testid="address-picker">
      <Intro>{t('address_picker.intro')}</Intro>
      {!book && <Spinner label={t('address_picker.loading')} />}
      {shipping.length > 0 && (
        <>
          <SavedTitle>{t('address_picker.saved')}</SavedTitle>
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
        <AddForm onSubmit={onDistrict}>
          <Select
            id={selectId}
            label={t('address_picker.district')}
            placeholder={t('address_picker.choose_district')}
            value={district}
            onChange={(event) => setDistrict(event.target.value)}
          >
            {RIYADH_DISTRICTS.map((d) => (
              <option key={d.slug} value={d.slug}>
                {arabic ? d.arName : d.name}
              </option>
            ))}
          </Select>
          <Button type="submit" loading={saving}>
            {t('address_picker.deliver_here')}
          </Button>
        </AddForm>
        <details>
          <summary>{t('address_picker.use_coordinates')}</summary>
          <CoordinatesForm onSubmit={onCoordinates}>
            <Pair>
              <Input label={t('address_picker.lat')} inputMode="decimal" dir="ltr" value={lat} onChange={(event) => setLat(event.target.value)} />
              <Input label={t('address_picker.long')} inputMode="decimal" dir="ltr" value={long} onChange={(event) => setLong(event.target.value)} />
            </Pair>
            <Button type="submit" variant="secondary" loading={saving}>
              {t('address_picker.deliver_here')}
            </Button>
          </CoordinatesForm>
        </details>
        {error && <Alert tone="error">{error}</Alert>}
      </Section>
    </Modal>
  );
}
