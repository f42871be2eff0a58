// The signed-in shopper's address book as the page reads and changes it (spec §4): read from the API,
// and every change (add, edit, delete, make default) answered with the whole book as the server has
// it afterwards, which replaces the page's copy. When a change moves the current shipping address
// (the default SHIPPING one), `address:changed` tells the header and checkout where it is now.
import { useRef } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { getEventBus } from 'shared-events';
import { toAddressChange } from '../address-book/address-book-service';
import {
  AddressBookCreateDocument,
  AddressBookDeleteDocument,
  AddressBookMakeDefaultDocument,
  AddressBookPageDocument,
  AddressBookUpdateDocument,
  type AddressBookChangeFragment,
  type AddressBookEntryFragment,
  type AddressInput,
} from '../generated/graphql';
import { settle, type MutationOutcome, type PageLanguage } from '../shared/mutation-outcome';

export type BookEntry = AddressBookEntryFragment;
export type BookOutcome = MutationOutcome<AddressBookChangeFragment>;

/** The current shipping address: the default of type SHIPPING. */
export const currentShipping = (book: readonly BookEntry[]): BookEntry | null => book.find((a) => a.addressType === 'SHIPPING' && a.isDefault) ?? null;

/** A change's answer carries the whole book: it replaces the page's copy. */
function keepBook(cache: ApolloCache, result: AddressBookChangeFragment | undefined): void {
  if (result?.success) cache.writeQuery({ query: AddressBookPageDocument, data: { addressBook: result.addressBook } });
}

const samePlace = (a: BookEntry | null, b: BookEntry | null) => a?.id === b?.id && a?.lat === b?.lat && a?.long === b?.long && a?.address1 === b?.address1;

export function useAddressBook(language: PageLanguage) {
  const { data, error, refetch } = useQuery(AddressBookPageDocument, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  // the server's book as of the last answer, to tell whether a change moved the current address
  const book = data?.addressBook;
  const latest = useRef<readonly BookEntry[] | undefined>(book);
  latest.current = book;

  const [create] = useMutation(AddressBookCreateDocument, { update: (cache, { data: d }) => keepBook(cache, d?.createAddress) });
  const [update] = useMutation(AddressBookUpdateDocument, { update: (cache, { data: d }) => keepBook(cache, d?.updateAddress) });
  const [remove] = useMutation(AddressBookDeleteDocument, { update: (cache, { data: d }) => keepBook(cache, d?.deleteAddress) });
  const [makeDefault] = useMutation(AddressBookMakeDefaultDocument, { update: (cache, { data: d }) => keepBook(cache, d?.setDefaultAddress) });

  /** Runs a change; when it moved the current shipping address, the bus hears where it is now. */
  async function change(send: () => Promise<AddressBookChangeFragment | null | undefined>): Promise<BookOutcome> {
    const before = currentShipping(latest.current ?? []);
    const outcome = await settle(send, language);
    if (outcome.ok) {
      const after = currentShipping(outcome.result.addressBook);
      if (!samePlace(before, after)) getEventBus().publish('address:changed', toAddressChange(after));
    }
    return outcome;
  }

  return {
    book,
    failed: book === undefined && error !== undefined,
    reload: () => void refetch().catch(() => undefined),
    create: (input: AddressInput) => change(async () => (await create({ variables: { input } })).data?.createAddress),
    update: (id: string, input: AddressInput) => change(async () => (await update({ variables: { id, input } })).data?.updateAddress),
    remove: (id: string) => change(async () => (await remove({ variables: { id } })).data?.deleteAddress),
    makeDefault: (id: string) => change(async () => (await makeDefault({ variables: { id } })).data?.setDefaultAddress),
  };
}
