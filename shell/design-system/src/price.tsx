// Prices. Amounts are integer halalas inside the app; SAR with two decimals appears only here.
import { type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type PriceLanguage = 'ar' | 'en';

// Arabic-Indic digits are requested explicitly rather than trusted to the locale default.
const formatters: Record<PriceLanguage, Intl.NumberFormat> = {
  ar: new Intl.NumberFormat('ar-SA', {
    style: 'currency',
    currency: 'SAR',
    numberingSystem: 'arab',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  en: new Intl.NumberFormat('en-SA', {
    style: 'currency',
    currency: 'SAR',
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
};

/** Halalas as an exact decimal string of riyals ("-0.05", "12.50"), so no float ever rounds it. */
function toRiyalString(halalas: number): `${number}` {
  const sign = halalas < 0 ? '-' : '';
  const digits = String(Math.abs(halalas)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** Formats integer halalas as SAR with exactly two decimals, e.g. 1250 → "SAR 12.50" in English. */
export function formatPrice(halalas: number, language: PriceLanguage): string {
  if (!Number.isSafeInteger(halalas)) {
    throw new RangeError(`formatPrice expects an integer number of halalas, got ${String(halalas)}`);
  }
  return formatters[language].format(toRiyalString(halalas));
}

const PriceRoot = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
`;

const Current = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Original = styled.del`
  font-size: 0.875em;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export interface PriceProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The price to pay, in integer halalas. */
  amount: number;
  language: PriceLanguage;
  /** The price before a discount, in halalas; shown struck through when higher than `amount`. */
  original?: number;
  /** Screen-reader prefix for the current price when a discount is shown, e.g. "Now". */
  currentLabel?: string;
  /** Screen-reader prefix for the struck-through price, e.g. "Was". */
  originalLabel?: string;
}

export function Price({ amount, language, original, currentLabel, originalLabel, ...rest }: PriceProps) {
  const discounted = original !== undefined && original > amount;
  return (
    // lang and dir isolate the number so it reads correctly inside text of the other language.
    <PriceRoot lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} {...rest}>
      <Current>
        {discounted && currentLabel && <VisuallyHidden>{currentLabel} </VisuallyHidden>}
        {formatPrice(amount, language)}
      </Current>
      {discounted && (
        <Original>
          {originalLabel && <VisuallyHidden>{originalLabel} </VisuallyHidden>}
          {formatPrice(original, language)}
        </Original>
      )}
    </PriceRoot>
  );
}
