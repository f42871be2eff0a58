// The frame of the sign-in pages: a card about 400px wide, centred on larger screens and the full
// width of a phone, with the pieces every form shares (password field, error alert, links).
import { useId, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, ButtonBase, Input, type InputProps } from 'design-system';
import { passwordRules, type PasswordRule } from './identity-rules';

const Page = styled.section`
  display: flex;
  justify-content: center;
  padding-block: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[12]};
  padding-inline: ${({ theme }) => theme.space[4]};
`;

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  inline-size: 100%;
  max-inline-size: 400px;

  ${({ theme }) => theme.media.sm} {
    padding-block: ${({ theme }) => theme.space[8]};
    padding-inline: ${({ theme }) => theme.space[8]};
    border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Intro = styled.p`
  margin-block-start: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <header>
          <Title id={titleId}>{title}</Title>
          {intro && <Intro>{intro}</Intro>}
        </header>
        {children}
      </Card>
    </Page>
  );
}

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const LinkRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A general error, focusable so focus can move to it when it appears. */
export function FormAlert({ ref, children, tone = 'error' }: { ref?: Ref<HTMLDivElement>; children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <Alert ref={ref} tone={tone} tabIndex={-1} data-testid={`form-${tone}`}>
      {children}
    </Alert>
  );
}

export const AlertLines = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const PasswordBox = styled.div`
  position: relative;
`;

// Sits on the label's row, at its end, so it never covers what the shopper types.
const RevealToggle = styled(ButtonBase)`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface PasswordFieldProps extends Omit<InputProps, 'type'> {
  /** Name of the show/hide switch, e.g. "Show password"; it is pressed while the password shows. */
  revealLabel: string;
}

export function PasswordField({ revealLabel, id, ...rest }: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <PasswordBox>
      <Input {...rest} id={inputId} type={visible ? 'text' : 'password'} dir="ltr" spellCheck={false} autoCapitalize="none" />
      <RevealToggle type="button" aria-pressed={visible} aria-controls={inputId} onClick={() => setVisible((shown) => !shown)}>
        {revealLabel}
      </RevealToggle>
    </PasswordBox>
  );
}

/** Email or phone, as the login and forgot-password forms ask for it: left to right, never corrected. */
export function IdentifierInput(props: Omit<InputProps, 'type'>) {
  return <Input {...props} type="text" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} dir="ltr" required />;
}

/** A new password (registering, resetting) with the API's rules under it, ticked as they are met. */
export function NewPasswordField({ password, ...rest }: Omit<PasswordFieldProps, 'revealLabel'> & { password: string }) {
  const { t } = useTranslation('auth');
  const rulesId = useId();
  return (
    <>
      <PasswordField
        {...rest}
        revealLabel={t('fields.show_password')}
        autoComplete="new-password"
        aria-describedby={rulesId}
        required
      />
      <PasswordRules id={rulesId} password={password} title={t('password_rules.title')} label={(rule) => t(`password_rules.${rule}`)} />
    </>
  );
}

const RuleBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const RuleList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  li::before {
    content: '○';
    display: inline-block;
    inline-size: 1.25em;
  }

  li[data-met='true'] {
    color: ${({ theme }) => theme.colors.success};
  }

  li[data-met='true']::before {
    content: '✓';
  }
`;

const RULES: readonly PasswordRule[] = ['length', 'letter', 'digit'];

/** The API's password rules, shown before the shopper types, each ticked once it is met. */
export function PasswordRules({ id, password, title, label }: { id: string; password: string; title: string; label: (rule: PasswordRule) => string }) {
  const met = passwordRules(password);
  return (
    <RuleBox id={id}>
      <p>{title}</p>
      <RuleList>
        {RULES.map((rule) => (
          <li key={rule} data-met={met[rule]}>
            {label(rule)}
          </li>
        ))}
      </RuleList>
    </RuleBox>
  );
}
