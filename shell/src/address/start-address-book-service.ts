// The account team's headless address book runs on every page: it publishes the current address
// (`address:changed`) that the header chip, the catalogue and the cart read, and clears the account's
// storage at logout. The shell starts it at boot; when it cannot, the chip says so ('other').
import { loadExposed, type LoadExposed } from '../remotes/load-exposed';
import { addressState } from './address-state';

export async function startAddressBookService(load: LoadExposed = loadExposed): Promise<void> {
  // made now, before any address is published, so the chip knows which session each one is for
  const state = addressState();
  try {
    const module = await load('mf_account/address-book-service');
    if (!module) throw new Error('mf_account/address-book-service did not load');
    module.startAddressBookService();
  } catch (error) {
    console.error('[shell] could not start the address book service', error);
    state.markUnavailable();
  }
}
