// /checkout/address: the current address from the book, a change through the account team's picker
// (re-priced by updateCheckout), a store that does not reach the pin, and pickup at the store.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode } from 'react';
import { FragmentLoaderContext } from 'remote-kit';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';
import type { AddressPickerProps } from 'shared-events';
import { checkoutFixture, HITTIN, PICKUP } from '../test/fixtures';
import { currentLocation, renderCheckout } from '../test/render';
import { CHECKOUT_SESSION, clearCookies, setCookie, signIn, stubStore } from '../test/store';
import { resetTestBus, testBus } from '../test/test-bus';
import { AddressStep } from './address-step';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const MALQA = { id: '55', address1: 'Al Malqa, Riyadh', address2: null, lat: 24.8123, long: 46.6151, addressType: 'SHIPPING', isDefault: true, header: 'Riyadh' };
const KHARJ = { id: '56', address1: 'Al Kharj, Riyadh Province', address2: null, lat: 24.1556, long: 47.3346, addressType: 'SHIPPING', isDefault: true, header: 'Riyadh Province' };

/** The account team's picker as the page loads it: choosing saves the address and announces it. */
let chosen = MALQA;
function FakePicker({ open, onClose }: AddressPickerProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="address picker">
      <button
        type="button"
        onClick={() => {
          testBus().publish('address:changed', { lat: chosen.lat, long: chosen.long, header: chosen.header });
          onClose();
        }}
      >
        choose {chosen.address1}
      </button>
    </div>
  );
}
const loadFragment = jest.fn(async () => ({ default: FakePicker }));
const withPicker = (ui: ReactNode) => <FragmentLoaderContext.Provider value={loadFragment}>{ui}</FragmentLoaderContext.Provider>;

const copy = {
  ar: {
    title: 'عنوان التوصيل', deliverTo: 'التوصيل إلى', change: 'تغيير العنوان', add: 'أضف عنوان توصيل', continue: 'المتابعة إلى المراجعة',
    outOfRange: 'لا يوصّل أسواق التميمي العليا إلى هذا العنوان. اختر عنواناً آخر، أو عد إلى السلة لاختيار متجر آخر.', otherStore: 'اختر متجراً آخر',
    pickup: 'الاستلام من المتجر', storeAddress: 'شارع العليا، حي العليا، الرياض', zero: '٠٫٠٠',
  },
  en: {
    title: 'Delivery address', deliverTo: 'Deliver to', change: 'Change address', add: 'Add a delivery address', continue: 'Continue to review',
    outOfRange: 'Tamimi Markets Olaya does not deliver to this address. Choose another address, or go back to your cart to choose another store.', otherStore: 'Choose another store',
    pickup: 'Pickup from the store', storeAddress: 'Olaya Street, Al Olaya, Riyadh', zero: '0.00',
  },
} as const;

const updated = (address: typeof MALQA) => ({
  updateCheckout: {
    __typename: 'UpdateCheckoutResult', success: true, key: 'checkout_updated', message: 'Checkout updated.', arMessage: 'تم تحديث الطلب.', errors: [],
    checkout: checkoutFixture({ shippingAddress: { ...HITTIN, address1: address.address1, address2: null, lat: address.lat, long: address.long }, deliveryChargeHalalas: 1200, grandTotalHalalas: 7100 }),
  },
});
const outOfRange = {
  updateCheckout: {
    __typename: 'UpdateCheckoutResult', success: false, key: 'seller_out_of_range', message: 'The seller does not deliver there.', arMessage: 'لا يوصل المتجر إلى هناك.',
    errors: [{ __typename: 'FieldError', field: 'shippingAddress', key: 'seller_out_of_range', message: 'x', arMessage: 'x' }], checkout: null,
  },
};

beforeEach(() => {
  resetTestBus();
  clearCookies();
  setCookie('checkout_dts', CHECKOUT_SESSION);
  chosen = MALQA;
  signIn();
  testBus().publish('address:changed', { lat: HITTIN.lat, long: HITTIN.long, header: 'Riyadh' });
});

afterEach(() => {
  unstubAllGlobals();
  jest.restoreAllMocks();
});

describe.each(['ar', 'en'] as const)('address step (%s)', (language) => {
  const text = copy[language];

  it('shows the steps with the address step current, and the delivery address of the checkout', async () => {
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } }, api: { '/api/address': { addressBook: [{ ...MALQA, isDefault: false }] } } }).fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });

    expect(await screen.findByTestId('chosen-address')).toHaveTextContent('Hittin, Riyadh');
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: text.deliverTo })).toBeInTheDocument();
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(text.title);
    fireEvent.click(screen.getByRole('button', { name: text.continue }));
    expect(currentLocation()).toBe('/checkout/checkout-address');
  });

  it('keeps each line of an address typed in the other language in its own direction, joined by the page\'s comma', async () => {
    const typed = { address1: language === 'ar' ? '12 King Fahd Road, Al Olaya, Riyadh' : '١٢ طريق الملك فهد، العليا، الرياض', address2: language === 'ar' ? 'Villa 7' : 'فيلا ٧' };
    const checkout = checkoutFixture({ shippingAddress: { ...HITTIN, ...typed } });
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkout } }, api: { '/api/address': { addressBook: [] } } }).fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });

    const address = await screen.findByTestId('chosen-address');
    expect([...address.querySelectorAll('bdi')].map((line) => line.textContent)).toEqual([typed.address1, typed.address2]);
    expect(address).toHaveTextContent(`${typed.address1}${language === 'ar' ? '،' : ','} ${typed.address2}`);
  });

  it("fills in the shopper's current address when the checkout has only the cart's pin", async () => {
    const store = stubStore({
      graphql: { CheckoutById: { getCheckoutById: checkoutFixture({ shippingAddress: { ...HITTIN, address1: null, address2: null } }) }, UpdateCheckoutAddress: updated(MALQA) },
      api: { '/api/address': { addressBook: [MALQA] } },
    });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });

    expect(await screen.findByTestId('chosen-address')).toHaveTextContent('Al Malqa, Riyadh');
    expect(store.graphqlCalls('UpdateCheckoutAddress')).toEqual([
      { checkoutId: '31', shippingAddress: { address1: 'Al Malqa, Riyadh', address2: null, lat: 24.8123, long: 46.6151, country: 'SA' } },
    ]);
  });

  it('changes the address through the address picker and re-prices the checkout for it', async () => {
    const store = stubStore({
      graphql: { CheckoutById: { getCheckoutById: checkoutFixture() }, UpdateCheckoutAddress: updated(MALQA) },
      api: { '/api/address': { addressBook: [{ ...HITTIN, id: '54', addressType: 'SHIPPING', isDefault: true }] } },
    });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });
    await screen.findByTestId('chosen-address');

    // the picker saves the new address as the current one
    store.fetchMock.mockClear();
    const answers = stubStore({ graphql: { UpdateCheckoutAddress: updated(MALQA) }, api: { '/api/address': { addressBook: [MALQA] } } });
    stubGlobal('fetch', answers.fetchMock);
    fireEvent.click(screen.getByRole('button', { name: text.change }));
    fireEvent.click(await screen.findByRole('button', { name: 'choose Al Malqa, Riyadh' }));

    await waitFor(() => expect(screen.getByTestId('chosen-address')).toHaveTextContent('Al Malqa, Riyadh'));
    expect(answers.graphqlCalls('UpdateCheckoutAddress')).toHaveLength(1);
    expect(answers.graphqlCalls('UpdateCheckoutAddress')[0]).toMatchObject({ shippingAddress: { address1: 'Al Malqa, Riyadh', lat: 24.8123 } });
    expect(loadFragment).toHaveBeenCalledWith('mf_account/address-picker');
  });

  it('says when the store does not deliver to the chosen address, and offers the cart’s other stores', async () => {
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture() } }, api: { '/api/address': { addressBook: [] } } }).fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });
    await screen.findByTestId('chosen-address');

    chosen = KHARJ;
    stubGlobal('fetch', stubStore({ graphql: { UpdateCheckoutAddress: outOfRange }, api: { '/api/address': { addressBook: [KHARJ] } } }).fetchMock);
    fireEvent.click(screen.getByRole('button', { name: text.change }));
    fireEvent.click(await screen.findByRole('button', { name: 'choose Al Kharj, Riyadh Province' }));

    expect(await screen.findByTestId('out-of-range')).toHaveTextContent(text.outOfRange);
    expect(screen.getByRole('alert')).toHaveTextContent(text.outOfRange);
    // the checkout keeps the address it had; going on is not possible until another is chosen
    expect(screen.getByTestId('chosen-address')).toHaveTextContent('Hittin, Riyadh');
    expect(screen.getByRole('button', { name: text.continue })).toBeDisabled();
    fireEvent.click(screen.getByRole('link', { name: text.otherStore }));
    expect(currentLocation()).toBe('/cart');
  });

  it('asks for a first address when the book is empty', async () => {
    stubGlobal('fetch', stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture({ shippingAddress: null }) } }, api: { '/api/address': { addressBook: [] } } }).fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });
    expect(await screen.findByRole('button', { name: text.add })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.continue })).toBeDisabled();
  });

  it("shows the store's address for pickup, with delivery at 0.00, and no address book", async () => {
    const store = stubStore({ graphql: { CheckoutById: { getCheckoutById: checkoutFixture({ shippingMethod: PICKUP, deliveryChargeHalalas: 0 }) } } });
    stubGlobal('fetch', store.fetchMock);
    renderCheckout(withPicker(<AddressStep />), { language, path: '/checkout/address' });

    const pickup = await screen.findByTestId('pickup-address');
    expect(within(pickup).getByRole('heading', { level: 2, name: text.pickup })).toBeInTheDocument();
    expect(pickup).toHaveTextContent(text.storeAddress);
    expect(within(pickup).getByTestId('pickup-delivery')).toHaveTextContent(text.zero);
    expect(store.apiCalls('/api/address')).toEqual([]);
    expect(screen.getByRole('link', { name: text.continue })).toHaveAttribute('href', '/checkout/checkout-address');
  });
});
