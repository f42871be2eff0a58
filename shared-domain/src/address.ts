// The address rules shared by the account team's address book, the header and the API.

export const ADDRESS_TYPES = ['SHIPPING', 'BILLING'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const ADDRESS_LINE_MAX_LENGTH = 200;

/** Spec §3: the address types arrive in lower case in some places. */
export function addressTypeOf(value: string | null | undefined): AddressType {
  return value?.toUpperCase() === 'BILLING' ? 'BILLING' : 'SHIPPING';
}

/**
 * Spec §3 `header`: the short city label of an address, the last comma-separated part of address1
 * (the Arabic comma counts too). Null when address1 has no text.
 */
export function addressHeader(address1: string | null | undefined): string | null {
  if (!address1) return null;
  const parts = address1.split(/[,،]/).map((part) => part.trim()).filter(Boolean);
  return parts.at(-1) ?? null;
}

/** The lines of an address as a shopper typed them, blank ones left out. */
export function addressLines(address: { address1?: string | null; address2?: string | null } | null | undefined): string[] {
  return [address?.address1, address?.address2].map((line) => line?.trim() ?? '').filter(Boolean);
}
