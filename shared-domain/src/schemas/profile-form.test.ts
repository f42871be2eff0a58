import { formProblems } from './problems';
import { languageChoiceSchema, notificationSettingsSchema, profileDetailsFormSchema } from './profile-form';

const form = { title: '', firstName: ' نورة ', lastName: 'القحطاني', dob: '', email: ' Noura@Example.SA ' };

describe('profile details form', () => {
  it('reads empty choices as nothing and normalises what is typed, as the API stores it', () => {
    expect(profileDetailsFormSchema({ hasPhone: true }).parse(form)).toEqual({
      title: null,
      firstName: 'نورة',
      lastName: 'القحطاني',
      dob: null,
      email: 'noura@example.sa',
    });
    expect(profileDetailsFormSchema({ hasPhone: true }).parse({ ...form, title: 'Ms', dob: '١٩٩٠-٠٥-٠١' })).toMatchObject({ title: 'Ms', dob: '1990-05-01' });
  });

  it('says what is wrong with each field with a message key', () => {
    expect(formProblems(profileDetailsFormSchema({ hasPhone: true }), { title: 'Sir', firstName: 'ن'.repeat(51), lastName: '', dob: '2999-01-01', email: 'noura@' })).toEqual({
      title: 'invalid_value',
      firstName: 'field_too_long',
      dob: 'invalid_date',
      email: 'invalid_email',
    });
  });

  it('keeps the email of an account without a mobile number, as the API does', () => {
    expect(formProblems(profileDetailsFormSchema({ hasPhone: false }), { ...form, email: ' ' })).toEqual({ email: 'field_required' });
    expect(formProblems(profileDetailsFormSchema({ hasPhone: false }), { ...form, email: '', dob: '1990-02-30' })).toEqual({ email: 'field_required', dob: 'invalid_date' });
    expect(formProblems(profileDetailsFormSchema({ hasPhone: true }), { ...form, email: '' })).toEqual({});
  });
});

describe('notification and language settings', () => {
  it('take the two switches and one of the two languages', () => {
    expect(notificationSettingsSchema.parse({ isNotification: true, isPromotion: false })).toEqual({ isNotification: true, isPromotion: false });
    expect(formProblems(notificationSettingsSchema, { isNotification: 'yes', isPromotion: false })).toEqual({ isNotification: 'invalid_type' });
    expect(languageChoiceSchema.parse({ language: 'en' })).toEqual({ language: 'en' });
    expect(formProblems(languageChoiceSchema, { language: 'fr' })).toEqual({ language: 'invalid_value' });
  });
});
