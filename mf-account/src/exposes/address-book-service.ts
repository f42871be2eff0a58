// `mf_account/address-book-service` (AddressBookServiceModule): the headless address book the shell
// starts at boot; it publishes the current address and clears this team's storage at logout.
import type { AddressBookServiceModule } from 'shared-events';
import { startAddressBookService } from '../address-book/address-book-service';

export { startAddressBookService };

const module: AddressBookServiceModule = { startAddressBookService };
export default module;
