import { DEFAULT_DELIVERY_COORDINATE as DOMAIN_DEFAULT } from 'shared-domain';
import { DEFAULT_DELIVERY_COORDINATE } from './events';
import {
  FRAGMENT_IDS,
  isFragmentId,
  SERVICE_IDS,
  type ExposedModule,
  type FragmentComponent,
  type FragmentId,
  type FragmentPropsMap,
  type ServiceId,
} from './fragments';

/** true only when A and B are the same type (checked by tsc). */
type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('exposed ids', () => {
  it('list every fragment and service of the typed maps once', () => {
    // Checked by tsc: an id added to a map but not to its list (or the other way) breaks these lines.
    const fragmentsListed: SameType<(typeof FRAGMENT_IDS)[number], FragmentId> = true;
    const servicesListed: SameType<(typeof SERVICE_IDS)[number], ServiceId> = true;
    expect([fragmentsListed, servicesListed]).toEqual([true, true]);
    expect(new Set([...FRAGMENT_IDS, ...SERVICE_IDS]).size).toBe(FRAGMENT_IDS.length + SERVICE_IDS.length);
    for (const id of [...FRAGMENT_IDS, ...SERVICE_IDS]) expect(id).toMatch(/^mf_(catalog|cart|checkout|account)\/[a-z]+(?:-[a-z]+)*$/);
  });

  it('type the props of each fragment and the module of each service', () => {
    const addToCart: FragmentComponent<'mf_cart/add-to-cart'> = ({ product, size }) => `${product.slug}:${size ?? 'compact'}`;
    const module: ExposedModule<'mf_cart/add-to-cart'> = { default: addToCart };
    const picker: FragmentPropsMap['mf_account/address-picker'] = { open: true, onClose: () => undefined };
    const service: ExposedModule<'mf_account/address-book-service'> = { startAddressBookService: () => () => undefined };
    // @ts-expect-error there is no such fragment
    const unknown: FragmentPropsMap['mf_cart/add-to-basket'] = {};
    // @ts-expect-error the address picker takes open and onClose, not a product
    const wrong: FragmentPropsMap['mf_account/address-picker'] = { productId: 7 };
    expect([typeof module.default, picker.open, typeof service.startAddressBookService, unknown, wrong]).toEqual(['function', true, 'function', {}, { productId: 7 }]);
  });

  it('tells a fragment id from any other string', () => {
    expect(isFragmentId('mf_account/wishlist-toggle')).toBe(true);
    expect(isFragmentId('mf_cart/cart-service')).toBe(false);
    expect(isFragmentId('mf_cart/add-to-basket')).toBe(false);
  });
});

describe('the default delivery coordinate', () => {
  it('is shared-domain’s one value (spec §3), under the name teams import from the bus package', () => {
    expect(DEFAULT_DELIVERY_COORDINATE).toBe(DOMAIN_DEFAULT);
    expect(DEFAULT_DELIVERY_COORDINATE).toEqual({ lat: 24.76, long: 46.76 });
  });
});
