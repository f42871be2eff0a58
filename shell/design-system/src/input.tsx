// Text input with its label, an optional hint and an error message, wired for screen readers.
// Forwards its ref and every native prop, so react-hook-form's `register` spreads straight onto it.
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlBoxCss, FormField } from './field';

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlBoxCss}
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  /** Visible label (translated by the caller); also the input's accessible name. */
  label: ReactNode;
  /** Keeps the label for screen readers only, where the context already shows it (a search box). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** When set, the input is marked invalid and the message becomes part of its description. */
  error?: ReactNode;
}

export function Input({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...rest
}: InputProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} describedBy={describedBy} invalid={invalid} className={className} style={style}>
      {(control) => <StyledInput {...rest} {...control} $invalid={control['aria-invalid'] === true} />}
    </FormField>
  );
}
