import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { Checkbox } from './checkbox';
import { Fieldset } from './fieldset';
import { renderWithDesignSystem } from './test-utils';

const TEXT = {
  en: { dir: 'ltr', label: 'Send me offers', description: 'At most one message a week', error: 'Accept the terms to continue', terms: 'I accept the terms' },
  ar: { dir: 'rtl', label: 'أرسل لي العروض', description: 'رسالة واحدة في الأسبوع على الأكثر', error: 'وافق على الشروط للمتابعة', terms: 'أوافق على الشروط' },
} as const;

describe.each(['en', 'ar'] as const)('Checkbox (%s)', (language) => {
  const text = TEXT[language];
  const dir = text.dir;

  it('is named by its label, described by its description, and toggles from its label', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Checkbox label={text.label} description={text.description} />, { dir });
    const box = screen.getByRole('checkbox', { name: text.label });

    expect(box).toHaveAccessibleDescription(text.description);
    expect(box).not.toBeChecked();
    await user.click(screen.getByText(text.label));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('is invalid and described by its error', () => {
    renderWithDesignSystem(<Checkbox label={text.terms} error={text.error} />, { dir });
    const box = screen.getByRole('checkbox', { name: text.terms });

    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription(text.error);
  });

  it('can be disabled', async () => {
    const onChange = jest.fn();
    renderWithDesignSystem(<Checkbox label={text.label} disabled onChange={onChange} />, { dir });
    await userEvent.click(screen.getByRole('checkbox', { name: text.label }));

    expect(screen.getByRole('checkbox', { name: text.label })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Checkbox in a Fieldset with react-hook-form', () => {
  function Settings({ onSubmit }: { onSubmit: (values: { channels: string[]; terms: boolean }) => void }) {
    const { register, handleSubmit, formState } = useForm<{ channels: string[]; terms: boolean }>({ defaultValues: { channels: ['sms'], terms: false } });
    return (
      <form onSubmit={handleSubmit(onSubmit)}>
        <Fieldset legend="Notify me by" hint="Order updates only">
          <Checkbox {...register('channels')} value="sms" label="SMS" />
          <Checkbox {...register('channels')} value="email" label="Email" />
        </Fieldset>
        <Checkbox {...register('terms', { required: 'Accept the terms to continue' })} label="I accept the terms" error={formState.errors.terms?.message} />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('groups under a legend and registers every box', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithDesignSystem(<Settings onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Notify me by' })).toHaveAccessibleDescription('Order updates only');
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription('Accept the terms to continue');

    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ channels: ['sms', 'email'], terms: true }, expect.anything());
  });
});
