// An address as the shopper typed it, inside a page of either direction. Each line is isolated
// (`<bdi>`): it takes its direction from its own first letter, so "12 King Fahd Road" on an Arabic
// page keeps its house number at its start, and an Arabic line on an English page reads right to left.
// The lines are joined by the page language's comma.
import { Fragment } from 'react';
import { addressLines } from 'shared-domain';

export type AddressTextLanguage = 'ar' | 'en';

export interface AddressTextProps {
  address: { address1?: string | null; address2?: string | null } | null | undefined;
  language: AddressTextLanguage;
}

const SEPARATOR: Record<AddressTextLanguage, string> = { ar: '، ', en: ', ' };

export function AddressText({ address, language }: AddressTextProps) {
  return (
    <>
      {addressLines(address).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && SEPARATOR[language]}
          <bdi>{line}</bdi>
        </Fragment>
      ))}
    </>
  );
}
