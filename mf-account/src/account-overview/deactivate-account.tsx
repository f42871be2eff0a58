// Deactivating the account (spec §7 deactivateUser), from the overview: a confirmation that says what
// happens, then the mutation (the API ends every session of the account), then the logout of spec
// §4, which the shell runs since it owns the session. Apollo loads only when the dialog opens; what
// happens is said at once.
import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Modal, Spinner } from 'design-system';
import { GraphQLBoundary } from 'remote-kit';
import { getEventBus } from 'shared-events';
import { DeactivateAccountDocument } from '../generated/graphql';
import { settle } from '../shared/mutation-outcome';
import { useProfileMessages } from '../shared/profile-messages';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }

  ${({ theme }) => theme.media.sm} {
    justify-items: start;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[5]};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.sm} {
    grid-auto-flow: column;
    justify-content: end;
  }
`;

const POINTS = ['point_sign_out', 'point_no_sign_in', 'point_saved', 'point_orders'] as const;

function Confirmation({ onCancel, onBusy }: { onCancel: () => void; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('profile');
  const messages = useProfileMessages();
  const [deactivate] = useMutation(DeactivateAccountDocument);
  const [state, setState] = useState<{ phase: 'asking' | 'sending' | 'done' } | { phase: 'failed'; text: string }>({ phase: 'asking' });
  const sending = useRef(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    onBusy(true);
    setState({ phase: 'sending' });
    const outcome = await settle(async () => (await deactivate()).data?.deactivateUser, messages.language);
    if (!outcome.ok) {
      sending.current = false;
      onBusy(false);
      setState({ phase: 'failed', text: messages.forFailure(outcome) });
      return;
    }
    setState({ phase: 'done' });
    // the account's sessions have ended on the server: the shell's logout clears the page's
    getEventBus().publish('session:logout-requested', {});
  };

  const busy = state.phase === 'sending' || state.phase === 'done';
  return (
    <>
      {state.phase === 'failed' && <Alert tone="error">{state.text}</Alert>}
      {state.phase === 'done' && <Alert tone="success">{t('deactivate.done')}</Alert>}
      <Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {t('deactivate.cancel')}
        </Button>
        <Button onClick={() => void confirm()} loading={busy}>
          {t('deactivate.confirm')}
        </Button>
      </Actions>
    </>
  );
}

export function DeactivateAccount() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  // once the account is being deactivated, the dialog stays until the logout reloads the page
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) setOpen(false);
  };
  return (
    <Section aria-labelledby="deactivate-heading">
      <h2 id="deactivate-heading">{t('deactivate.heading')}</h2>
      <p>{t('deactivate.summary')}</p>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('deactivate.open')}
      </Button>
      <Modal open={open} onClose={close} title={t('deactivate.title')} closeLabel={t('deactivate.close')} alert data-testid="deactivate-dialog">
        <Body>
          <p id="deactivate-intro">{t('deactivate.intro')}</p>
          <ul aria-labelledby="deactivate-intro">
            {POINTS.map((point) => (
              <li key={point}>{t(`deactivate.${point}`)}</li>
            ))}
          </ul>
          <GraphQLBoundary fallback={<Spinner label={t('deactivate.loading')} />}>
            <Confirmation onCancel={close} onBusy={setBusy} />
          </GraphQLBoundary>
        </Body>
      </Modal>
    </Section>
  );
}
