// A native checkbox with its label beside it, an optional description and an error under it.
// Forwards its ref and every native prop, so react-hook-form's `register` spreads straight onto it.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { ChoiceDescription, ChoiceError, ChoiceItem, choiceIds, type ChoiceLook } from './choice';
import { isShown } from './field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Visible label (translated by the caller); also the checkbox's accessible name. */
  label: ReactNode;
  /** More about the choice, read out as the checkbox's description. */
  description?: ReactNode;
  /** When set, the checkbox is marked invalid ("Accept the terms to continue"). */
  error?: ReactNode;
  look?: ChoiceLook;
}

export function Checkbox({
  label,
  description,
  error,
  look = 'plain',
  id,
  className,
  style,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ids = choiceIds(inputId, description, error, describedBy);
  const hasError = isShown(error);
  return (
    <ChoiceItem className={className} style={style} $look={look} $disabled={Boolean(disabled)}>
      <input
        {...rest}
        type="checkbox"
        id={inputId}
        disabled={disabled}
        aria-describedby={ids.describedBy}
        aria-invalid={hasError ? true : invalid}
      />
      <label htmlFor={inputId}>{label}</label>
      {isShown(description) && <ChoiceDescription id={ids.descriptionId}>{description}</ChoiceDescription>}
      {hasError && <ChoiceError id={ids.errorId}>{error}</ChoiceError>}
    </ChoiceItem>
  );
}
