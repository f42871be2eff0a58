// The page the account starts on has its code asked for at once (app.tsx), by its address.
import { waitFor } from '@testing-library/react';
import { preloadPage } from './routes';

// The pages' code, recorded when first loaded (jest evaluates a mocked module on its first import).
const mockLoaded: string[] = [];
jest.mock('./orders/order-page', () => {
  mockLoaded.push('order page');
  return { OrderPage: () => null };
});
jest.mock('./orders/orders-page', () => {
  mockLoaded.push('orders page');
  return { OrdersPage: () => null };
});
jest.mock('./addresses/addresses-page', () => {
  mockLoaded.push('addresses page');
  return { AddressesPage: () => null };
});

it('starts loading the code of the page at the address, one order included, and of no other', async () => {
  preloadPage('/ordersx');
  preloadPage('/orders/41/feedback');
  preloadPage('/orders/41');
  await waitFor(() => expect(mockLoaded).toEqual(['order page']));
  preloadPage('/addresses');
  await waitFor(() => expect(mockLoaded).toEqual(['order page', 'addresses page']));
});
