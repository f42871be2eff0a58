// Native radios: arrow keys, Tab into the chosen one and form submission are the browser's own.
// A Radio works alone (react-hook-form: `<Radio {...register('payment')} value="card" />`) or inside
// a RadioGroup, which gives the fieldset and legend and can hold the name and chosen value.
import { type ChangeEvent, type ComponentPropsWithRef, createContext, type ReactNode, useContext, useId } from 'react';
import { ChoiceDescription, ChoiceItem, choiceIds, type ChoiceLook } from './choice';
import { Fieldset, type FieldsetProps } from './fieldset';
import { isShown } from './field';

interface RadioGroupContext {
  name?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  look: ChoiceLook;
  disabled: boolean;
}

const GroupContext = createContext<RadioGroupContext | null>(null);

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> {
  /** Visible label (translated by the caller); also the radio's accessible name. */
  label: ReactNode;
  /** More about the option (a card's fee, an address's second line), read out as its description. */
  description?: ReactNode;
  /** Defaults to the group's look, else plain. */
  look?: ChoiceLook;
}

export function Radio({ label, description, look, id, className, style, name, checked, disabled, onChange, 'aria-describedby': describedBy, ...rest }: RadioProps) {
  const group = useContext(GroupContext);
  const generated = useId();
  const inputId = id ?? generated;
  const ids = choiceIds(inputId, description, undefined, describedBy);
  const value = rest.value === undefined ? undefined : String(rest.value);
  // Inside a group that holds the value, the group decides what is checked; otherwise the caller
  // does (checked) or the browser does (uncontrolled, as react-hook-form leaves it).
  const isChecked = checked ?? (group?.value !== undefined && value !== undefined ? group.value === value : undefined);
  const isDisabled = disabled ?? group?.disabled ?? false;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.target.checked) group?.onValueChange?.(event.target.value);
  };
  return (
    <ChoiceItem className={className} style={style} $look={look ?? group?.look ?? 'plain'} $disabled={isDisabled}>
      <input
        {...rest}
        type="radio"
        id={inputId}
        name={name ?? group?.name}
        checked={isChecked}
        disabled={isDisabled}
        onChange={handleChange}
        aria-describedby={ids.describedBy}
      />
      <label htmlFor={inputId}>{label}</label>
      {isShown(description) && <ChoiceDescription id={ids.descriptionId}>{description}</ChoiceDescription>}
    </ChoiceItem>
  );
}

export interface RadioGroupProps extends Omit<FieldsetProps, 'onChange' | 'defaultValue'> {
  /** Given to every radio in the group that names none. */
  name?: string;
  /** The chosen value, for a group the caller controls; leave out for react-hook-form. */
  value?: string | null;
  /** Called with the value of the radio the shopper chose. */
  onValueChange?: (value: string) => void;
  /** The look of every radio in the group. */
  look?: ChoiceLook;
}

export function RadioGroup({ name, value, onValueChange, look = 'plain', disabled = false, children, ...fieldset }: RadioGroupProps) {
  const context: RadioGroupContext = { name, value: value === null ? '' : value, onValueChange, look, disabled };
  return (
    <Fieldset {...fieldset} disabled={disabled}>
      <GroupContext.Provider value={context}>{children}</GroupContext.Provider>
    </Fieldset>
  );
}
