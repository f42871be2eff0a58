// `mf_account/address-picker`: the delivery-address modal, mounted by the shell's header chip.
import type { FragmentComponent } from 'shared-events';
import AddressPicker from '../fragments/address-picker/address-picker';

// checked against the props shared-events declares for this id
export default AddressPicker satisfies FragmentComponent<'mf_account/address-picker'>;
