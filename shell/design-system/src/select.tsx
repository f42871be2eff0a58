// A native <select> drawn like the other fields: the platform's own list (best on phones and with
// screen readers), a chevron at the end side that flips with the page, three heights.
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlBoxCss, FormField } from './field';

export type SelectSize = 'sm' | 'md' | 'lg';

const heights: Record<SelectSize, string> = { sm: '2.5rem', md: '2.75rem', lg: '3.25rem' };

const Box = styled.span`
  position: relative;
  display: block;
  min-width: 0;
`;

const StyledSelect = styled.select<{ $invalid: boolean; $size: SelectSize }>`
  ${controlBoxCss}
  display: block;
  min-height: ${({ $size }) => heights[$size]};
  margin: 0;
  padding-block: 0;
  padding-inline: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[10]};
  appearance: none;
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  cursor: pointer;
`;

// Symmetric, so it needs no flipping; only its side changes with the direction.
const Chevron = styled.svg`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${({ theme }) => theme.space[3]};
  width: 1rem;
  height: 1rem;
  margin-block-start: -0.5rem;
  color: ${({ theme }) => theme.colors.text.secondary};
  pointer-events: none;
`;

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size' | 'multiple'> {
  /** Visible label (translated by the caller); also the select's accessible name. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Label and select on one row, as in a toolbar. */
  inlineLabel?: boolean;
  hint?: ReactNode;
  /** When set, the select is marked invalid and the message becomes part of its description. */
  error?: ReactNode;
  size?: SelectSize;
  /** A first, empty choice ("Choose a district"): value '' until the shopper picks one. */
  placeholder?: string;
  /** The <option>s. */
  children: ReactNode;
}

export function Select({
  label,
  hideLabel = false,
  inlineLabel = false,
  hint,
  error,
  size = 'md',
  placeholder,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  children,
  ...rest
}: SelectProps) {
  return (
    <FormField
      label={label}
      hideLabel={hideLabel}
      inline={inlineLabel}
      hint={hint}
      error={error}
      id={id}
      describedBy={describedBy}
      invalid={invalid}
      className={className}
      style={style}
    >
      {(control) => (
        <Box>
          <StyledSelect {...rest} {...control} $invalid={control['aria-invalid'] === true} $size={size}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {children}
          </StyledSelect>
          <Chevron viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" />
          </Chevron>
        </Box>
      )}
    </FormField>
  );
}
