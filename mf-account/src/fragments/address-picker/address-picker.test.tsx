import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType } from 'react';
import { type AddressChange, type AddressPickerProps, type SessionChange } from 'shared-events';
import { renderInStore } from '../../test/render';
import { setAccountLanguage, type TestLanguage } from '../../test/i18n';
import { resetTestBus, testBus } from '../../test/test-bus';
import { ADDRESS_BOOK_KEY, readCachedBook, saveCachedBook, type Address } from '../../address-book/address-book';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

jest.mock('shared-events', () => jest.requireActual('../../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

let AddressPicker: ComponentType<AddressPickerProps>;

const copy = {
  ar: {
    title: 'عنوان التوصيل',
    district: 'الحي في الرياض',
    hittin: 'حطين',
    deliverHere: 'التوصيل إلى هنا',
    useCoordinates: 'أدخل الإحداثيات بدلاً من ذلك',
    lat: 'خط العرض',
    long: 'خط الطول',
    districtRequired: 'يرجى اختيار الحي.',
    coordinatesInvalid: 'أدخل خط عرض بين 16 و33 وخط طول بين 34 و56 (المملكة العربية السعودية).',
    hittinAddress: 'حطين، الرياض',
    riyadh: 'الرياض',
    saved: 'عناوينك',
    failed: 'تعذر حفظ هذا العنوان. يرجى المحاولة مرة أخرى.',
  },
  en: {
    title: 'Delivery address',
    district: 'District in Riyadh',
    hittin: 'Hittin',
    deliverHere: 'Deliver here',
    useCoordinates: 'Enter coordinates instead',
    lat: 'Latitude',
    long: 'Longitude',
    districtRequired: 'Please choose a district.',
    coordinatesInvalid: 'Enter a latitude between 16 and 33 and a longitude between 34 and 56 (Saudi Arabia).',
    hittinAddress: 'Hittin, Riyadh',
    riyadh: 'Riyadh',
    saved: 'Your addresses',
    failed: 'We could not save this address. Please try again.',
  },
} as const;

const HITTIN: AddressChange = { lat: 24.764, long: 46.597 };

const olaya: Address = { id: '11', address1: 'Al Olaya, Riyadh', lat: 24.6937, long: 46.6848, addressType: 'SHIPPING', default: true };
const malqa: Address = { id: '12', address1: 'Al Malqa, Riyadh', lat: 24.809, long: 46.611, addressType: 'SHIPPING', default: false };

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '8', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', language: 'AR' },
};

/** Every `address:changed` published while the picker is open, in order. */
function watchAddress() {
  const published: AddressChange[] = [];
  testBus().subscribe('address:changed', (change) => published.push(change));
  return published;
}

function openPicker(language: TestLanguage) {
  const onClose = jest.fn();
  renderInStore(<AddressPicker open onClose={onClose} />, { language });
  const dialog = screen.getByRole('dialog', { name: copy[language].title });
  return { onClose, dialog };
}

function districtForm(language: TestLanguage) {
  return within(screen.getByRole('combobox', { name: copy[language].district }).closest('form')!);
}

async function enterCoordinates(language: TestLanguage, lat: string, long: string) {
  const user = userEvent.setup();
  const text = copy[language];
  await user.click(screen.getByText(text.useCoordinates));
  const form = within(screen.getByRole('textbox', { name: text.lat }).closest('form')!);
  if (lat) await user.type(form.getByRole('textbox', { name: text.lat }), lat);
  if (long) await user.type(form.getByRole('textbox', { name: text.long }), long);
  await user.click(form.getByRole('button', { name: text.deliverHere }));
}

beforeAll(async () => {
  await setAccountLanguage('ar');
  // The exposed module registers its translations on import, as under the shell's header chip.
  AddressPicker = (await import('../../exposes/address-picker')).default;
});

beforeEach(() => {
  localStorage.clear();
  resetTestBus().publish('session:changed', { status: 'guest' });
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('address picker for a guest (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  it('delivers to the chosen district: publishes address:changed with its city label, keeps the address book and closes', async () => {
    const user = userEvent.setup();
    const published = watchAddress();
    const { onClose } = openPicker(language);

    const form = districtForm(language);
    await user.selectOptions(form.getByRole('combobox', { name: text.district }), form.getByRole('option', { name: text.hittin }));
    await user.click(form.getByRole('button', { name: text.deliverHere }));

    expect(published).toEqual([{ ...HITTIN, header: text.riyadh }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    const book = readCachedBook();
    expect(book.list).toHaveLength(1);
    expect(book.currentShippingAddress).toMatchObject({ address1: text.hittinAddress, ...HITTIN, addressType: 'SHIPPING', default: true });
    expect(book.selectedIndex).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a district when none is chosen, on the district field with focus on it, and publishes nothing', async () => {
    const user = userEvent.setup();
    const published = watchAddress();
    const { onClose } = openPicker(language);

    await user.click(districtForm(language).getByRole('button', { name: text.deliverHere }));

    const district = screen.getByRole('combobox', { name: text.district });
    expect(district).toHaveAttribute('aria-invalid', 'true');
    expect(district).toHaveAccessibleDescription(text.districtRequired);
    expect(district).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(published).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem(ADDRESS_BOOK_KEY)).toBeNull();
  });

  it.each([
    ['outside Saudi Arabia', '51.5072', '-0.1276', ['lat']],
    ['not a number', 'north', 'east', ['lat', 'long']],
    ['missing a longitude', '24.7', '', ['long']],
  ] as const)('refuses coordinates %s with a translated message on the wrong field, focused', async (_case, lat, long, wrong) => {
    const published = watchAddress();
    const { onClose } = openPicker(language);

    await enterCoordinates(language, lat, long);

    for (const field of ['lat', 'long'] as const) {
      const input = screen.getByRole('textbox', { name: text[field] });
      if (wrong.includes(field as never)) {
        expect(input, field).toHaveAttribute('aria-invalid', 'true');
        expect(input, field).toHaveAccessibleDescription(text.coordinatesInvalid);
      } else {
        expect(input, field).not.toHaveAttribute('aria-invalid');
      }
    }
    expect(screen.getByRole('textbox', { name: text[wrong[0]] })).toHaveFocus();
    // what was typed stays to be corrected
    expect(screen.getByRole('textbox', { name: text.lat })).toHaveValue(lat);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(published).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem(ADDRESS_BOOK_KEY)).toBeNull();
  });

  it('delivers to coordinates inside Saudi Arabia', async () => {
    const published = watchAddress();
    const { onClose } = openPicker(language);

    await enterCoordinates(language, '24.7136', '46.6753');

    expect(published).toEqual([{ lat: 24.7136, long: 46.6753, header: text.riyadh }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(readCachedBook().currentShippingAddress).toMatchObject({ lat: 24.7136, long: 46.6753 });
  });

  it('lists the saved addresses, marks the current one, and delivers to another when chosen', async () => {
    const user = userEvent.setup();
    saveCachedBook({ list: [olaya, malqa], selectedIndex: 0, currentShippingAddress: olaya, currentBillingAddress: null });
    const published = watchAddress();
    const { onClose } = openPicker(language);

    expect(screen.getByRole('heading', { name: text.saved })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^${olaya.address1}`), pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: malqa.address1, pressed: false }));

    expect(published).toEqual([{ lat: malqa.lat, long: malqa.long, header: 'Riyadh' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
    const book = readCachedBook();
    expect(book.currentShippingAddress?.id).toBe(malqa.id);
    expect(book.list.filter((address) => address.default).map((address) => address.id)).toEqual([malqa.id]);
  });
});

describe('address picker on an Arabic keypad', () => {
  beforeEach(async () => {
    await setAccountLanguage('ar');
  });

  it('reads coordinates typed in Arabic-Indic digits with the Arabic decimal separator', async () => {
    const published = watchAddress();
    const { onClose } = openPicker('ar');

    await enterCoordinates('ar', '٢٤٫٧١٣٦', '٤٦٫٦٧٥٣');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(published).toEqual([{ lat: 24.7136, long: 46.6753, header: 'الرياض' }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('still refuses Arabic-Indic coordinates outside Saudi Arabia', async () => {
    const published = watchAddress();
    openPicker('ar');

    await enterCoordinates('ar', '٥١٫٥', '٠٫١٢');

    expect(screen.getByRole('textbox', { name: copy.ar.lat })).toHaveAccessibleDescription(copy.ar.coordinatesInvalid);
    expect(published).toEqual([]);
  });
});

describe('address picker for a signed-in shopper', () => {
  beforeEach(async () => {
    await setAccountLanguage('ar');
    testBus().publish('session:changed', signedIn);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('saves the chosen address on the server, not in local storage, then publishes it', async () => {
    const user = userEvent.setup();
    const fetch = jest.fn(async (url: string, _init?: RequestInit) =>
      url === '/api/address' ? Response.json({ addressBook: [{ ...olaya, isDefault: true }, { ...malqa, id: 12 }] }) : Response.json({ success: true }),
    );
    stubGlobal('fetch', fetch);
    const published = watchAddress();
    const { onClose } = openPicker('ar');

    await user.click(await screen.findByRole('button', { name: malqa.address1, pressed: false }));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(published).toEqual([{ lat: malqa.lat, long: malqa.long, header: 'Riyadh' }]);
    expect(fetch).toHaveBeenCalledWith('/api/address/set-default', expect.objectContaining({ method: 'POST' }));
    const saved = JSON.parse(String(fetch.mock.calls.find(([url]) => url === '/api/address/set-default')?.[1]?.body)) as Record<string, unknown>;
    expect(saved).toMatchObject({ lat: malqa.lat, long: malqa.long, address: malqa.address1, addressType: 'SHIPPING' });
    expect(localStorage.getItem(ADDRESS_BOOK_KEY)).toBeNull();
  });

  it('says so in Arabic when the server refuses, keeps the picker open and publishes nothing', async () => {
    const user = userEvent.setup();
    stubGlobal(
      'fetch',
      jest.fn(async (url: string) => (url === '/api/address' ? Response.json({ addressBook: [olaya] }) : new Response('{}', { status: 500 }))),
    );
    const published = watchAddress();
    const { onClose } = openPicker('ar');
    await screen.findByRole('button', { name: new RegExp(`^${olaya.address1}`) });

    const form = districtForm('ar');
    await user.selectOptions(form.getByRole('combobox'), form.getByRole('option', { name: copy.ar.hittin }));
    await user.click(form.getByRole('button', { name: copy.ar.deliverHere }));

    expect(await screen.findByRole('alert')).toHaveTextContent(copy.ar.failed);
    expect(published).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's words on the coordinate it refuses, focused, keeping what was typed", async () => {
    const refusal = {
      success: false,
      key: 'invalid_input',
      message: 'Some fields need attention.',
      arMessage: 'بعض الحقول تحتاج إلى مراجعة.',
      errors: [{ field: 'input.lat', key: 'invalid_coordinate', message: 'Enter a valid latitude and longitude.', arMessage: 'أدخل خط عرض وخط طول صحيحين.' }],
    };
    stubGlobal(
      'fetch',
      jest.fn(async (url: string) => (url === '/api/address' ? Response.json({ addressBook: [] }) : Response.json(refusal, { status: 400 }))),
    );
    const published = watchAddress();
    const { onClose } = openPicker('ar');
    await waitFor(() => expect(screen.queryByText('جارٍ تحميل عناوينك…')).not.toBeInTheDocument());

    await enterCoordinates('ar', '24.7136', '46.6753');

    const lat = screen.getByRole('textbox', { name: copy.ar.lat });
    await waitFor(() => expect(lat).toHaveAccessibleDescription(refusal.errors[0]!.arMessage));
    expect(lat).toHaveAttribute('aria-invalid', 'true');
    expect(lat).toHaveFocus();
    expect(lat).toHaveValue('24.7136');
    expect(screen.getByRole('textbox', { name: copy.ar.long })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(published).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
