// Text input with its label, an optional hint and an error message, wired for screen readers.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenCss } from './visually-hidden';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  width: 100%;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primaryStrong};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.neutral[100]};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }

  ${({ $invalid }) =>
    $invalid &&
    css`
      border-color: ${({ theme }) => theme.colors.danger};
    `}
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
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
  'aria-invalid': ariaInvalid,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false;
  const descriptions = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <Field className={className} style={style}>
      <Label htmlFor={inputId} $hidden={hideLabel}>
        {label}
      </Label>
      <StyledInput
        {...rest}
        id={inputId}
        aria-invalid={hasError ? true : ariaInvalid}
        aria-describedby={descriptions || undefined}
        $invalid={hasError}
      />
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
