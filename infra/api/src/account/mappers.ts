// Account rows to GraphQL shapes.
import type { Address, User, UserInfo } from '../generated/graphql.js';
import type { AddressRow, UserRow } from './account-repository.js';
import { fullNameOf } from 'shared-domain';

/** Spec §3's full name (shared-domain's rule, the one the storefront applies too). */
export function fullName(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return fullNameOf(user.first_name, user.last_name);
}

export function toUser(row: UserRow): User {
  return {
    id: String(row.id),
    phone: row.phone,
    email: row.email,
    mode: row.mode,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    dob: row.dob,
    isNotification: row.is_notification,
    isPromotion: row.is_promotion,
    language: row.language,
    fullName: fullName(row),
  };
}

export function toUserInfo(row: UserRow): UserInfo {
  return {
    userId: String(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    userName: row.email ?? row.phone ?? '',
    fullName: fullName(row),
    mode: row.mode,
    phone: row.phone,
    email: row.email,
    language: row.language,
  };
}

/** The short city label: the last comma-separated part of address1. */
export function addressHeader(address1: string): string {
  const parts = address1.split(/[,،]/).map((p) => p.trim()).filter(Boolean);
  return parts[parts.length - 1] ?? '';
}

export function toAddress(row: AddressRow): Address {
  return {
    id: String(row.id),
    address1: row.address1,
    address2: row.address2,
    lat: row.lat,
    long: row.long,
    addressType: row.address_type,
    isDefault: row.is_default,
    country: row.country,
    header: addressHeader(row.address1),
  };
}
