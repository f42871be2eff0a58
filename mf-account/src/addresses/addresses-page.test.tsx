// /addresses as a shopper uses it, by role, in Arabic and English: the book with each type's default
// marked, adding (district, browser location, coordinates), editing, making default and deleting with
// a confirmation; the server's answers shown, typed input kept on a refusal, and `address:changed`
// published whenever the delivery address moves.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetGraphQLClients, stubFetch, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import type { AddressChange, SessionChange } from 'shared-events';
import { setAccountLanguage } from '../test/i18n';
import { answerGraphQL, badGateway, renderAccountPage, sentOperations } from '../test/profile-graphql';
import { resetTestBus, testBus } from '../test/test-bus';
import { AddressesPage } from './addresses-page';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const fetchMock = stubFetch();

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '41', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', email: 'noura@example.sa', phone: '+966512345678', language: 'AR' },
};

type Entry = { id: string; address1: string; address2: string | null; lat: number; long: number; addressType: 'SHIPPING' | 'BILLING'; isDefault: boolean };
const entry = (e: Entry) => ({ __typename: 'Address', country: 'SA', header: e.address1.split(/[,،]/).at(-1)!.trim(), ...e });

const OLAYA = entry({ id: '11', address1: 'King Fahd Road, Al Olaya, Riyadh', address2: 'Building 12', lat: 24.6937, long: 46.6848, addressType: 'SHIPPING', isDefault: true });
const MALQA = entry({ id: '12', address1: 'Anas Ibn Malik Road, Al Malqa, Riyadh', address2: null, lat: 24.809, long: 46.611, addressType: 'SHIPPING', isDefault: false });
const KHARJ = entry({ id: '13', address1: 'Prince Turki Road, Al Kharj', address2: null, lat: 24.155, long: 47.334, addressType: 'BILLING', isDefault: true });

const TEXTS = {
  address_saved: ['The address has been saved.', 'تم حفظ العنوان.'],
  address_deleted: ['The address has been deleted.', 'تم حذف العنوان.'],
  invalid_input: ['Some fields need attention.', 'بعض الحقول تحتاج إلى مراجعة.'],
  invalid_coordinate: ['Enter a valid latitude and longitude.', 'أدخل خط عرض وخط طول صحيحين.'],
  not_found: ['Not found.', 'غير موجود.'],
} as const;
type Key = keyof typeof TEXTS;

const change = (key: Key, address: ReturnType<typeof entry> | null, addressBook: ReturnType<typeof entry>[], errors: [string, Key][] = []) => ({
  __typename: 'AddressResult',
  success: errors.length === 0 && key !== 'not_found',
  key,
  message: TEXTS[key][0],
  arMessage: TEXTS[key][1],
  errors: errors.map(([field, k]) => ({ __typename: 'FieldError', field, key: k, message: TEXTS[k][0], arMessage: TEXTS[k][1] })),
  address,
  addressBook,
});

const copy = {
  ar: {
    title: 'عناويني',
    add: 'إضافة عنوان',
    delivery: 'عناوين التوصيل',
    billing: 'عناوين الفوترة',
    defaultDelivery: 'عنوان التوصيل الافتراضي',
    defaultBilling: 'عنوان الفوترة الافتراضي',
    empty: 'دفتر عناوينك فارغ',
    district: 'الحي في الرياض',
    malqa: 'الملقا',
    lat: 'خط العرض',
    long: 'خط الطول',
    address1: 'العنوان',
    address2: 'المبنى أو الطابق أو معلم قريب (اختياري)',
    makeDefault: 'اجعل هذا عنوان التوصيل الافتراضي',
    saveNew: 'حفظ العنوان',
    saveChanges: 'حفظ التغييرات',
    edit: (a: string) => `تعديل ${a}`,
    remove: (a: string) => `حذف ${a}`,
    setDefault: (a: string) => `اجعله الافتراضي: ${a}`,
    confirmDelete: 'حذف العنوان',
    keep: 'الإبقاء عليه',
    deleteTitle: 'حذف هذا العنوان؟',
    myLocation: 'استخدم موقعي الحالي',
    located: 'تم تحديد موقعك.',
    denied: 'الوصول إلى الموقع محظور. اسمح به في المتصفح، أو اختر حياً بدلاً من ذلك.',
    required: 'هذا الحقل مطلوب.',
    badPin: 'حدد موقعاً داخل المملكة العربية السعودية: خط عرض بين ١٦ و٣٣ وخط طول بين ٣٤ و٥٦.',
    headerPreview: 'يظهر في رأس الصفحة باسم:',
    added: (a: string) => `أضيف «\u2068${a}\u2069» إلى دفتر عناوينك.`,
    madeDefault: (a: string) => `أصبح «\u2068${a}\u2069» عنوان التوصيل الافتراضي.`,
    deleted: (a: string) => `تم حذف «\u2068${a}\u2069».`,
    saved: (a: string) => `تم حفظ «\u2068${a}\u2069».`,
    loadFailed: 'تعذّر تحميل هذه الصفحة. تحقق من اتصالك وحاول مرة أخرى.',
    retry: 'إعادة المحاولة',
    gone: 'لم يعد هذا العنوان في دفتر عناوينك. تم تحديث القائمة.',
    city: 'الرياض',
  },
  en: {
    title: 'My addresses',
    add: 'Add an address',
    delivery: 'Delivery addresses',
    billing: 'Billing addresses',
    defaultDelivery: 'Default delivery address',
    defaultBilling: 'Default billing address',
    empty: 'Your address book is empty',
    district: 'District in Riyadh',
    malqa: 'Al Malqa',
    lat: 'Latitude',
    long: 'Longitude',
    address1: 'Address',
    address2: 'Building, floor or landmark (optional)',
    makeDefault: 'Make this my default delivery address',
    saveNew: 'Save address',
    saveChanges: 'Save changes',
    edit: (a: string) => `Edit ${a}`,
    remove: (a: string) => `Delete ${a}`,
    setDefault: (a: string) => `Make default: ${a}`,
    confirmDelete: 'Delete address',
    keep: 'Keep it',
    deleteTitle: 'Delete this address?',
    myLocation: 'Use my current location',
    located: 'Your location is pinned.',
    denied: 'Location access is blocked. Allow it in your browser, or choose a district instead.',
    required: 'This field is required.',
    badPin: 'Pin a place in Saudi Arabia: latitude between 16 and 33, longitude between 34 and 56.',
    headerPreview: 'Shown in the header as:',
    added: (a: string) => `“\u2068${a}\u2069” was added to your address book.`,
    madeDefault: (a: string) => `“\u2068${a}\u2069” is now your default delivery address.`,
    deleted: (a: string) => `“\u2068${a}\u2069” was deleted.`,
    saved: (a: string) => `“\u2068${a}\u2069” was saved.`,
    loadFailed: 'We could not load this page. Check your connection and try again.',
    retry: 'Try again',
    gone: 'This address is no longer in your address book. The list has been refreshed.',
    city: 'Riyadh',
  },
} as const;

let heard: AddressChange[] = [];

beforeEach(() => {
  resetTestBus();
  resetGraphQLClients();
  heard = [];
});

afterEach(() => unstubAllGlobals());

describe.each(['ar', 'en'] as const)('the address book (%s)', (language) => {
  const text = copy[language];

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  /** The page for a signed-in shopper; what the bus hears from then on is in `heard`. */
  const renderPage = () => {
    testBus().publish('session:changed', signedIn);
    testBus().publish('address:changed', { lat: OLAYA.lat, long: OLAYA.long, header: 'Riyadh' });
    testBus().subscribe('address:changed', (e) => heard.push(e));
    heard = [];
    return renderAccountPage(<AddressesPage />, { language, path: '/addresses' });
  };
  const dialog = () => screen.getByRole('dialog');
  const entryNamed = (header: string, address1: string) =>
    screen.getAllByTestId('address-entry').find((article) => within(article).queryByText(address1) && within(article).getByRole('heading', { name: new RegExp(header) }))!;

  it('sends a guest to sign in, to come back here after', () => {
    testBus().publish('session:changed', { status: 'guest' });
    renderAccountPage(<AddressesPage />, { language, path: '/addresses' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/addresses$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists delivery and billing addresses, each type with its default marked and the header label first', async () => {
    answerGraphQL(fetchMock, { AddressBookPage: () => ({ addressBook: [OLAYA, KHARJ, MALQA] }) });
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-loading')).toHaveAttribute('aria-busy', 'true');
    const delivery = await screen.findByRole('region', { name: text.delivery });
    const billing = screen.getByRole('region', { name: text.billing });
    const items = within(delivery).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(`Riyadh${text.defaultDelivery}`);
    // the lines as typed, each in its own direction whatever the page's
    expect(within(items[0]!).getByText(OLAYA.address1).tagName).toBe('BDI');
    expect(within(items[0]!).getByText('Building 12').tagName).toBe('BDI');
    // the default can't be made default again; the other can
    expect(within(items[0]!).queryByRole('button', { name: text.setDefault(OLAYA.address1) })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: text.setDefault(MALQA.address1) })).toBeInTheDocument();
    expect(within(items[1]!).queryByText(text.defaultDelivery)).not.toBeInTheDocument();
    expect(within(billing).getByRole('heading', { level: 3 })).toHaveTextContent(`Al Kharj${text.defaultBilling}`);
  });

  it('says the book is empty, and offers to read it again when it could not be read', async () => {
    answerGraphQL(fetchMock, { AddressBookPage: (_v, call) => (call === 1 ? badGateway() : { addressBook: [] }) });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText(text.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.retry }));
    expect(await screen.findByRole('heading', { name: text.empty })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.add })).toBeInTheDocument();
  });

  it('adds an address pinned by district, saved as the new default delivery address, and the header follows', async () => {
    const added = entry({ id: '14', address1: `${text.malqa}${language === 'ar' ? '، ' : ', '}${text.city}`, address2: 'Villa 3', lat: 24.809, long: 46.611, addressType: 'SHIPPING', isDefault: true });
    answerGraphQL(fetchMock, {
      AddressBookPage: () => ({ addressBook: [OLAYA] }),
      AddressBookCreate: () => ({ createAddress: change('address_saved', added, [added, { ...OLAYA, isDefault: false }]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.selectOptions(within(dialog()).getByRole('combobox', { name: text.district }), text.malqa);
    expect(within(dialog()).getByRole('textbox', { name: text.lat })).toHaveValue('24.809');
    expect(within(dialog()).getByRole('textbox', { name: text.long })).toHaveValue('46.611');
    expect(within(dialog()).getByRole('textbox', { name: text.address1 })).toHaveValue(added.address1);
    expect(within(dialog()).getByTestId('header-preview')).toHaveTextContent(`${text.headerPreview} ${text.city}`);
    await user.type(within(dialog()).getByRole('textbox', { name: text.address2 }), 'Villa 3');
    await user.click(within(dialog()).getByRole('checkbox', { name: text.makeDefault }));
    await user.click(within(dialog()).getByRole('button', { name: text.saveNew }));

    expect(await screen.findByRole('status')).toHaveTextContent(text.added(added.address1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'AddressBookCreate')?.variables).toEqual({
      input: { address1: added.address1, address2: 'Villa 3', lat: 24.809, long: 46.611, addressType: 'SHIPPING', isDefault: true, country: 'SA' },
    });
    expect(heard).toEqual([{ lat: 24.809, long: 46.611, header: text.city }]);
    const delivery = screen.getByRole('region', { name: text.delivery });
    expect(within(delivery).getAllByRole('article')[0]).toHaveTextContent(text.defaultDelivery);
  });

  it('checks the form in the browser first, then keeps what was typed when the server refuses a field', async () => {
    answerGraphQL(fetchMock, {
      AddressBookPage: () => ({ addressBook: [OLAYA] }),
      AddressBookCreate: () => ({ createAddress: change('invalid_input', null, [], [['input.lat', 'invalid_coordinate']]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.click(within(dialog()).getByRole('textbox', { name: text.lat }));
    await user.paste('51.50');
    await user.click(within(dialog()).getByRole('textbox', { name: text.long }));
    await user.paste('-0.12');
    await user.click(within(dialog()).getByRole('button', { name: text.saveNew }));
    expect(await within(dialog()).findByText(text.required)).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: text.address1 })).toHaveAccessibleDescription(expect.stringContaining(text.required));
    expect(within(dialog()).getByRole('textbox', { name: text.lat })).toHaveAccessibleDescription(text.badPin);
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['AddressBookPage']);

    // typed with Arabic-Indic digits: read as the same numbers
    const lat = within(dialog()).getByRole('textbox', { name: text.lat });
    await user.clear(lat);
    await user.type(lat, '٢٤٫٧');
    const long = within(dialog()).getByRole('textbox', { name: text.long });
    await user.clear(long);
    await user.type(long, '46.7');
    await user.click(within(dialog()).getByRole('textbox', { name: text.address1 }));
    await user.paste('Olaya Street, Riyadh');
    await user.click(within(dialog()).getByRole('button', { name: text.saveNew }));

    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: text.lat })).toHaveAccessibleDescription(TEXTS.invalid_coordinate[language === 'ar' ? 1 : 0]));
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(language === 'ar' ? 'بعض الحقول تحتاج إلى مراجعة.' : 'Some fields need attention.');
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'AddressBookCreate')?.variables).toMatchObject({ input: { lat: 24.7, long: 46.7, address1: 'Olaya Street, Riyadh' } });
    expect(within(dialog()).getByRole('textbox', { name: text.address1 })).toHaveValue('Olaya Street, Riyadh');
    expect(within(dialog()).getByRole('textbox', { name: text.lat })).toHaveValue('٢٤٫٧');
    expect(heard).toEqual([]);
  });

  it("pins the browser's location, and says so when the browser refuses", async () => {
    const getCurrentPosition = jest
      .fn()
      .mockImplementationOnce((_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError))
      .mockImplementationOnce((ok: PositionCallback) => ok({ coords: { latitude: 24.7745123, longitude: 46.7389456 } } as GeolocationPosition));
    stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }));
    answerGraphQL(fetchMock, { AddressBookPage: () => ({ addressBook: [OLAYA] }) });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.add }));
    await user.click(within(dialog()).getByRole('button', { name: text.myLocation }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text.denied);
    await user.click(within(dialog()).getByRole('button', { name: text.myLocation }));
    expect(await within(dialog()).findByText(text.located)).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: text.lat })).toHaveValue('24.774512');
    expect(within(dialog()).getByRole('textbox', { name: text.long })).toHaveValue('46.738946');
  });

  it('edits an address; when it is the delivery address the header hears its new label', async () => {
    const edited = { ...OLAYA, address1: 'King Fahd Road, Al Olaya, Diriyah', header: 'Diriyah' };
    answerGraphQL(fetchMock, {
      AddressBookPage: () => ({ addressBook: [OLAYA, MALQA] }),
      AddressBookUpdate: () => ({ updateAddress: change('address_saved', edited, [edited, MALQA]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.edit(OLAYA.address1) }));
    const line = within(dialog()).getByRole('textbox', { name: text.address1 });
    expect(line).toHaveValue(OLAYA.address1);
    expect(within(dialog()).getByRole('textbox', { name: text.lat })).toHaveValue('24.6937');
    // already the default: no box to untick
    expect(within(dialog()).queryByRole('checkbox', { name: text.makeDefault })).not.toBeInTheDocument();
    await user.clear(line);
    await user.paste(edited.address1);
    await user.click(within(dialog()).getByRole('button', { name: text.saveChanges }));

    expect(await screen.findByRole('status')).toHaveTextContent(text.saved(edited.address1));
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'AddressBookUpdate')?.variables).toEqual({
      id: '11',
      input: { address1: edited.address1, address2: 'Building 12', lat: 24.6937, long: 46.6848, addressType: 'SHIPPING', isDefault: true, country: 'SA' },
    });
    expect(heard).toEqual([{ lat: 24.6937, long: 46.6848, header: 'Diriyah' }]);
    expect(entryNamed('Diriyah', edited.address1)).toBeDefined();
  });

  it('makes another address the default with the server’s answer, and the header follows', async () => {
    answerGraphQL(fetchMock, {
      AddressBookPage: () => ({ addressBook: [OLAYA, MALQA, KHARJ] }),
      AddressBookMakeDefault: () => ({ setDefaultAddress: change('address_saved', { ...MALQA, isDefault: true }, [{ ...MALQA, isDefault: true }, KHARJ, { ...OLAYA, isDefault: false }]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.setDefault(MALQA.address1) }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.madeDefault(MALQA.address1));
    expect(screen.getByRole('status').parentElement).toHaveFocus();
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'AddressBookMakeDefault')?.variables).toEqual({ id: '12' });
    expect(heard).toEqual([{ lat: MALQA.lat, long: MALQA.long, header: 'Riyadh' }]);
    const delivery = within(screen.getByRole('region', { name: text.delivery })).getAllByRole('article');
    expect(delivery[0]).toHaveTextContent(MALQA.address1);
    expect(delivery[0]).toHaveTextContent(text.defaultDelivery);
    expect(within(delivery[1]!).getByRole('button', { name: text.setDefault(OLAYA.address1) })).toBeInTheDocument();
  });

  it('deletes only after a confirmation; deleting the delivery address moves the header to the next one', async () => {
    answerGraphQL(fetchMock, {
      AddressBookPage: () => ({ addressBook: [OLAYA, MALQA] }),
      AddressBookDelete: () => ({ deleteAddress: change('address_deleted', null, [{ ...MALQA, isDefault: true }]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.remove(OLAYA.address1) }));
    expect(screen.getByRole('alertdialog', { name: text.deleteTitle })).toHaveTextContent(OLAYA.address1);
    await user.click(screen.getByRole('button', { name: text.keep }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentOperations(fetchMock).map((o) => o.operationName)).toEqual(['AddressBookPage']);

    await user.click(screen.getByRole('button', { name: text.remove(OLAYA.address1) }));
    await user.click(screen.getByRole('button', { name: text.confirmDelete }));
    expect(await screen.findByRole('status')).toHaveTextContent(text.deleted(OLAYA.address1));
    expect(sentOperations(fetchMock).find((o) => o.operationName === 'AddressBookDelete')?.variables).toEqual({ id: '11' });
    expect(heard).toEqual([{ lat: MALQA.lat, long: MALQA.long, header: 'Riyadh' }]);
    expect(screen.getAllByTestId('address-entry')).toHaveLength(1);
  });

  it('says so and reads the book again when the address was deleted elsewhere', async () => {
    answerGraphQL(fetchMock, {
      AddressBookPage: (_v, call) => ({ addressBook: call === 1 ? [OLAYA, MALQA] : [OLAYA] }),
      AddressBookMakeDefault: () => ({ setDefaultAddress: change('not_found', null, [], [['id', 'not_found']]) }),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: text.setDefault(MALQA.address1) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.gone);
    await waitFor(() => expect(screen.getAllByTestId('address-entry')).toHaveLength(1));
    expect(heard).toEqual([]);
  });
});
