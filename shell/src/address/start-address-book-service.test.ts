import { resetTestBus, testBus } from '../test/test-bus';
import { addressState, resetAddressStateForTests } from './address-state';
import { startAddressBookService } from './start-address-book-service';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));

beforeEach(() => {
  resetAddressStateForTests();
  resetTestBus();
});

describe('starting the account team’s address book', () => {
  it('loads mf_account/address-book-service by its typed id and starts it', async () => {
    const start = jest.fn(() => () => undefined);
    const load = jest.fn(async () => ({ startAddressBookService: start }));
    await startAddressBookService(load as never);
    expect(load).toHaveBeenCalledWith('mf_account/address-book-service');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("logs a failure and marks the chip's state 'other'", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    testBus().publish('session:changed', { status: 'guest' });
    await startAddressBookService((async () => Promise.reject(new Error('connection refused'))) as never);
    expect(addressState().getState().status).toBe('other');
    expect(error).toHaveBeenCalledWith('[shell] could not start the address book service', expect.any(Error));
    error.mockRestore();
  });
});
