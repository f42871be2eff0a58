// The delivery-address modal, mounted by the shell's header chip.
export { default } from '../fragments/address-picker/address-picker';
