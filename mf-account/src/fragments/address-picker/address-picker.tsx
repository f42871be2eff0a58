// mf_account/address-picker: the delivery-address modal opened by the header chip. Guests choose a
// Riyadh district or coordinates and keep their book in local storage; logged-in shoppers pick one
// of their saved addresses or add one, saved on the server. Either way `address:changed` follows.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { districtChoiceSchema, RIYADH_DISTRICTS, typedCoordinatesSchema, type RiyadhDistrict, type TypedCoordinates } from 'shared-domain';
import { getEventBus, type AddressPickerProps } from 'shared-events';
import { useBusValue } from 'shared-events/react';
import { Alert, Button, ButtonBase, Fieldset, Input, Modal, Select, Spinner } from 'design-system';
import { addResources, RequestError } from 'remote-kit';
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

type DistrictForm = { district: string };
const DISTRICT_FIELDS = ['district'] as const;
const COORDINATE_FIELDS = ['lat', 'long'] as const;
type CoordinateField = (typeof COORDINATE_FIELDS)[number];

/** What saving an address came to: done (the picker closes), or the reason it was not saved. */
type Saved = { ok: true } | { ok: false; reason: unknown };

/**
 * Focus on the first field marked invalid, in the commit that shows its message (a submit's problems
 * and the server's field errors arrive with a new submit count), so it is announced with it.
 */
function useFocusFirstInvalid<T extends FieldValues, Checked>(form: UseFormReturn<T, unknown, Checked>, fields: readonly Path<T>[]): RefObject<HTMLFormElement | null> {
  const element = useRef<HTMLFormElement>(null);
  const { submitCount } = form.formState;
  const { getFieldState } = form;
  useLayoutEffect(() => {
    const first = fields.find((name) => getFieldState(name).invalid);
    const control = first ? element.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [submitCount, getFieldState, fields]);
  return element;
}

/** The server's words for a coordinate it refused ("input.lat" names lat), in the page language. */
function coordinateProblems(reason: unknown, language: 'ar' | 'en'): Partial<Record<CoordinateField, string | null>> {
  const problems: Partial<Record<CoordinateField, string | null>> = {};
  if (!(reason instanceof RequestError) || reason.status !== 400) return problems;
  for (const error of reason.fieldErrors) {
    const name = error.field.split('.').pop();
    if ((name === 'lat' || name === 'long') && !(name in problems)) problems[name] = error.texts[language] ?? null;
  }
  return problems;
}

const SERVER = 'server';

export default function AddressPicker({ open, onClose }: AddressPickerProps) {
  const { t, i18n } = useTranslation('profile');
  const session = useBusValue('session:changed');
  const loggedIn = session?.status === 'user';
  const [book, setBook] = useState<AddressBook | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  // the forms live here, not in the modal's content: what was typed stays when the picker closes
  const districtForm = useForm<DistrictForm, unknown, { district: RiyadhDistrict }>({
    resolver: zodResolver(districtChoiceSchema),
    defaultValues: { district: '' },
    shouldFocusError: false,
  });
  const coordinatesForm = useForm<TypedCoordinates, unknown, { lat: number; long: number }>({
    resolver: zodResolver(typedCoordinatesSchema),
    defaultValues: { lat: '', long: '' },
    shouldFocusError: false,
  });
  const districtFormRef = useFocusFirstInvalid(districtForm, DISTRICT_FIELDS);
  const coordinatesFormRef = useFocusFirstInvalid(coordinatesForm, COORDINATE_FIELDS);
  const selectId = useId();
  const coordinatesId = useId();
  const arabic = i18n.language === 'ar';
  const comma = arabic ? '، ' : ', ';
  const { clearErrors: clearDistrict } = districtForm;
  const { clearErrors: clearCoordinates } = coordinatesForm;

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    clearDistrict();
    clearCoordinates();
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
  }, [open, loggedIn, clearDistrict, clearCoordinates]);

  const commit = async (next: AddressBook, address: Address): Promise<Saved> => {
    setSaving(true);
    setFailed(false);
    try {
      if (loggedIn) await saveOnServer(address);
      else saveCachedBook(next);
      setBook(next);
      getEventBus().publish('address:changed', toAddressChange(address));
      onClose();
      return { ok: true };
    } catch (reason) {
      console.error('[mf-account] saving the address failed', reason);
      return { ok: false, reason };
    } finally {
      setSaving(false);
    }
  };

  const choose = async (next: AddressBook, address: Address) => {
    if (!(await commit(next, address)).ok) setFailed(true);
  };

  const addNew = (address1: string, latitude: number, longitude: number): Promise<Saved> => {
    const address: Address = { id: `local-${Date.now()}`, address1, lat: latitude, long: longitude, addressType: 'SHIPPING', default: true };
    return commit(addAddress(book ?? loadBook([]), address), address);
  };

  const onDistrict = districtForm.handleSubmit(async ({ district }) => {
    const saved = await addNew(`${arabic ? district.arName : district.name}${comma}${t('address_picker.city')}`, district.lat, district.long);
    if (!saved.ok) setFailed(true);
  });

  const onCoordinates = coordinatesForm.handleSubmit(async ({ lat, long }) => {
    const saved = await addNew(`${lat.toFixed(5)}${comma}${long.toFixed(5)}${comma}${t('address_picker.city')}`, lat, long);
    if (saved.ok) return;
    // a coordinate the server refused shows on its field; anything else in the alert
    const refused = coordinateProblems(saved.reason, arabic ? 'ar' : 'en');
    for (const name of COORDINATE_FIELDS) {
      if (name in refused) coordinatesForm.setError(name, { type: SERVER, message: refused[name] ?? t('address_picker.coordinates_invalid') });
    }
    if (Object.keys(refused).length === 0) setFailed(true);
  });

  const districtError = districtForm.formState.errors.district ? t('address_picker.district_required') : undefined;
  const coordinateErrors = coordinatesForm.formState.errors;
  const firstCoordinateError = COORDINATE_FIELDS.map((name) => coordinateErrors[name]).find(Boolean);
  const coordinatesError = firstCoordinateError
    ? firstCoordinateError.type === SERVER
      ? firstCoordinateError.message
      : t('address_picker.coordinates_invalid')
    : undefined;
  // both inputs share the group's one message; each wrong one is marked and described by it
  const coordinateInput = (name: CoordinateField) => ({
    ...coordinatesForm.register(name),
    'aria-invalid': coordinateErrors[name] ? true : undefined,
    'aria-describedby': coordinateErrors[name] ? `${coordinatesId}-error` : undefined,
  });

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
                  <Choice type="button" $current={current} aria-pressed={current} disabled={saving} onClick={() => book && void choose(chooseAddress(book, index), address)}>
                    <bdi>{address.address1}</bdi>
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
        <AddForm ref={districtFormRef} noValidate onSubmit={(event) => void onDistrict(event)}>
          <Select id={selectId} label={t('address_picker.district')} placeholder={t('address_picker.choose_district')} error={districtError} {...districtForm.register('district')}>
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
          <CoordinatesForm ref={coordinatesFormRef} noValidate onSubmit={(event) => void onCoordinates(event)}>
            <Fieldset id={coordinatesId} legend={t('address_picker.coordinates')} hideLegend error={coordinatesError}>
              <Pair>
                <Input label={t('address_picker.lat')} inputMode="decimal" dir="ltr" {...coordinateInput('lat')} />
                <Input label={t('address_picker.long')} inputMode="decimal" dir="ltr" {...coordinateInput('long')} />
              </Pair>
            </Fieldset>
            <Button type="submit" variant="secondary" loading={saving}>
              {t('address_picker.deliver_here')}
            </Button>
          </CoordinatesForm>
        </details>
        {failed && <Alert tone="error">{t('address_picker.failed')}</Alert>}
      </Section>
    </Modal>
  );
}
