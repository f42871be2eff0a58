// Spec §2: the session-expired modal, opened when the session is found expired at load or lapses
// mid-page (`session:changed` 'expired'). An expired session is not a logout (spec §4, issue 16): the
// gateway has already dropped the lapsed session cookie, and nothing the shopper keeps on this device
// is cleared, so the cart, its checkout and the addresses are there again once they sign in. "Sign in
// again" opens the login page, which brings them back to this page; closing lets them go on as a guest.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'design-system';

/** The login page, bringing the shopper back to this page afterwards. */
export function loginAgainPath(here: Pick<Location, 'pathname' | 'search'> = location): string {
  const target = `${here.pathname}${here.search}`;
  return target === '/' ? '/authentication/login' : `/authentication/login?redirect=${encodeURIComponent(target)}`;
}

/** Where "Sign in again" goes; one object, so tests can see it. */
export const expiredSessionNavigation = {
  signIn(path: string): void {
    location.assign(path);
  },
};

export default function ExpiredSessionModal() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} alert data-testid="expired-session-modal" title={t('expired_session_title')} closeLabel={t('close')} onClose={() => setOpen(false)}>
      <p>{t('expired_session_desc')}</p>
      <Button
        data-autofocus
        fullWidth
        style={{ marginTop: 16 }}
        onClick={() => {
          setOpen(false);
          expiredSessionNavigation.signIn(loginAgainPath());
        }}
      >
        {t('login_again')}
      </Button>
    </Modal>
  );
}
