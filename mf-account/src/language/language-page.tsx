// /language: Arabic or English. Spec §4's language toggle, as a setting: a signed-in shopper's choice
// is saved on the account first (setPrefferedLanguage); then the shell, which owns the page language,
// is asked over the bus to switch (the locale cookie, the page's language and direction, back to the
// top). A guest's choice is kept by the locale cookie alone. When the account refuses, the page stays
// as it was, the choice stays chosen, and the alert says why.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Radio, RadioGroup } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { getEventBus, type Language } from 'shared-events';
import { languageChoiceSchema, type LanguageChoice } from 'shared-domain';
import { SaveLanguagePreferenceDocument, type SaveLanguagePreferenceMutation } from '../generated/graphql';
import { settle, type MutationOutcome } from '../shared/mutation-outcome';
import { useProfileMessages } from '../shared/profile-messages';
import { FormActions, ProfilePage, ProfilePanel, ProfileSkeleton } from '../shared/profile-page-frame';
import { useSignedInUser } from '../shared/signed-in-page';

export const LANGUAGE_PATH = '/language';

type SaveResult = SaveLanguagePreferenceMutation['setPrefferedLanguage'];
type SaveOnAccount = (language: Language) => Promise<MutationOutcome<SaveResult>>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The page language as the shell set it (anything but English is Arabic, spec §9). */
const pageLanguageOf = (language: string | undefined): Language => (language === 'en' ? 'en' : 'ar');

interface SavedChoice {
  savedLanguage: Language;
  /** Whether the account keeps it too (a signed-in shopper), or only this browser's cookie. */
  onAccount: boolean;
}

function savedChoiceOf(state: unknown): SavedChoice | null {
  const choice = state as Partial<SavedChoice> | null;
  return choice && (choice.savedLanguage === 'ar' || choice.savedLanguage === 'en') ? { savedLanguage: choice.savedLanguage, onAccount: choice.onAccount === true } : null;
}

interface LanguageFormProps {
  /** Saves the choice on the signed-in shopper's account; absent for a guest. */
  saveOnAccount?: SaveOnAccount;
}

function LanguageForm({ saveOnAccount }: LanguageFormProps) {
  const { t, i18n } = useTranslation('profile');
  const messages = useProfileMessages();
  const pageLanguage = pageLanguageOf(i18n.language);
  const { register, handleSubmit, formState } = useForm<LanguageChoice>({
    resolver: zodResolver(languageChoiceSchema),
    defaultValues: { language: pageLanguage },
  });
  // What was just saved travels in the history entry's state: switching the direction remounts
  // the whole area, and the page says "saved" once it speaks the language chosen.
  const location = useLocation();
  const navigate = useNavigate();
  const saved = savedChoiceOf(location.state);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const remember = (choice: SavedChoice | null) => navigate(`${location.pathname}${location.search}`, { replace: true, state: choice });

  const onSubmit = handleSubmit(async ({ language }) => {
    if (sending.current) return;
    sending.current = true;
    if (saved) remember(null);
    setFailure(null);
    const outcome = saveOnAccount ? await saveOnAccount(language) : null;
    sending.current = false;
    if (outcome && !outcome.ok) {
      setFailure(messages.forFailure(outcome));
      return;
    }
    remember({ savedLanguage: language, onAccount: outcome !== null });
    // the shell's session carries the account's language: read it again
    if (outcome) getEventBus().publish('session:refresh-requested', {});
    if (language !== pageLanguage) getEventBus().publish('language:change-requested', { language });
  });

  const savedNow = saved !== null && saved.savedLanguage === pageLanguage;
  return (
    <ProfilePanel>
      <Form noValidate onSubmit={onSubmit}>
        <RadioGroup legend={t('language_page.legend')} look="card" gap={3}>
          {/* each language's name in its own language, read out in it */}
          <Radio label={<span lang="ar">{t('language_page.arabic')}</span>} description={t('language_page.arabic_hint')} value="ar" {...register('language')} />
          <Radio label={<span lang="en">{t('language_page.english')}</span>} description={t('language_page.english_hint')} value="en" {...register('language')} />
        </RadioGroup>
        {failure && <Alert tone="error">{failure}</Alert>}
        {savedNow && <Alert tone="success">{t(saved.onAccount ? 'language_page.saved_on_account' : 'language_page.saved')}</Alert>}
        {!saveOnAccount && <Note>{t('language_page.guest_note')}</Note>}
        <FormActions>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('language_page.save')}
          </Button>
        </FormActions>
      </Form>
    </ProfilePanel>
  );
}

function AccountLanguageForm() {
  const messages = useProfileMessages();
  const [save] = useMutation(SaveLanguagePreferenceDocument);
  const saveOnAccount: SaveOnAccount = (language) =>
    settle(async () => (await save({ variables: { lang: language === 'en' ? 'EN' : 'AR' } })).data?.setPrefferedLanguage, messages.language);
  return <LanguageForm saveOnAccount={saveOnAccount} />;
}

export function LanguagePage() {
  const { t } = useTranslation('profile');
  const user = useSignedInUser();
  usePageTitle(t('language_page.page_title'));
  return (
    <ProfilePage id="language" title={t('language_page.title')} intro={t('language_page.intro')}>
      {user === undefined ? (
        <ProfileSkeleton fields={2} />
      ) : user === null ? (
        <LanguageForm />
      ) : (
        <GraphQLBoundary fallback={<ProfileSkeleton fields={2} />}>
          <AccountLanguageForm />
        </GraphQLBoundary>
      )}
    </ProfilePage>
  );
}
