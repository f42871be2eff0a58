// What every form control shares: a visible label tied to the control, an optional hint and an
// error message, both read out as the control's description, and aria-invalid while an error shows.
// Input, Textarea and Select are built on it; FormField gives the same frame to any other control.
import { type CSSProperties, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHiddenCss } from './visually-hidden';

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ $hidden }) => $hidden && visuallyHiddenCss}
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The border every boxed control (input, textarea, select) draws, red while invalid. */
export const controlBoxCss = css<{ $invalid: boolean }>`
  width: 100%;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text.primary};

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  &:focus {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primaryStrong)};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.neutral[100]};
    color: ${({ theme }) => theme.colors.text.disabled};
    cursor: not-allowed;
  }
`;

/** Whether a hint or error prop holds something to show (0 and '' count as nothing too). */
export function isShown(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface FieldA11yOptions {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Ids the caller already describes the control with; they come first. */
  describedBy?: string;
  /** The caller's own aria-invalid, kept when there is no error. */
  invalid?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

export interface FieldA11y {
  id: string;
  hintId: string;
  errorId: string;
  hasHint: boolean;
  hasError: boolean;
  /** Spread on the control. */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': FieldA11yOptions['invalid'];
  };
}

/** Ids and aria attributes for a control with a label, a hint and an error. */
export function useFieldA11y({ id, hint, error, describedBy, invalid }: FieldA11yOptions): FieldA11y {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = isShown(hint);
  const hasError = isShown(error);
  const describedByIds = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return {
    id: controlId,
    hintId,
    errorId,
    hasHint,
    hasError,
    controlProps: { id: controlId, 'aria-describedby': describedByIds || undefined, 'aria-invalid': hasError ? true : invalid },
  };
}

const FieldRoot = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  ${({ $inline }) =>
    $inline &&
    css`
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space[2]};
      > p {
        flex-basis: 100%;
      }
    `}
`;

export interface FormFieldProps extends FieldA11yOptions {
  /** Visible label (translated by the caller); also the control's accessible name. */
  label: ReactNode;
  /** Keeps the label for screen readers only, where the context already shows it. */
  hideLabel?: boolean;
  /** Label and control on one row (a sort order in a toolbar); hint and error wrap below. */
  inline?: boolean;
  className?: string;
  style?: CSSProperties;
  /** Renders the control with the props that tie it to the label, hint and error. */
  children: (control: FieldA11y['controlProps']) => ReactNode;
}

/** The label, hint and error frame around any control. */
export function FormField({ label, hideLabel = false, inline = false, hint, error, className, style, children, ...a11y }: FormFieldProps) {
  const field = useFieldA11y({ ...a11y, hint, error });
  return (
    <FieldRoot className={className} style={style} $inline={inline}>
      <FieldLabel htmlFor={field.id} $hidden={hideLabel}>
        {label}
      </FieldLabel>
      {children(field.controlProps)}
      {field.hasHint && <FieldHint id={field.hintId}>{hint}</FieldHint>}
      {field.hasError && <FieldError id={field.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
