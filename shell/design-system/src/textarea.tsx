// Multi-line text (a message, delivery notes) with the same label, hint and error as Input.
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlBoxCss, FormField } from './field';

const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  ${controlBoxCss}
  min-height: 9rem;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  font: inherit;
  resize: vertical;
`;

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label (translated by the caller); also the textarea's accessible name. */
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** When set, the textarea is marked invalid and the message becomes part of its description. */
  error?: ReactNode;
}

export function Textarea({
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
}: TextareaProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id} describedBy={describedBy} invalid={invalid} className={className} style={style}>
      {(control) => <StyledTextarea {...rest} {...control} $invalid={control['aria-invalid'] === true} />}
    </FormField>
  );
}
