// Prices. Amounts are integer halalas inside the app; SAR with two decimals appears only here. The
// formatting is shared-domain's `formatPrice` (one implementation; re-exported for the apps).
import { type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { formatPrice, type PriceLanguage } from 'shared-domain';
import { VisuallyHidden } from './visually-hidden';

export { formatPrice, type PriceLanguage };

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
