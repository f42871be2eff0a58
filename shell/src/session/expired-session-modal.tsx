// Spec §2: the session-expired modal. Closing it also logs out; "log in again" logs out and opens
// the login page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'design-system';
import { logout } from './session';

/** The login page, bringing the shopper back to this page afterwards. */
export function loginAgainPath(here: Pick<Location, 'pathname' | 'search'> = location): string {
  const target = `${here.pathname}${here.search}`;
  return target === '/' ? '/authentication/login' : `/authentication/login?redirect=${encodeURIComponent(target)}`;
}

export default function ExpiredSessionModal() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const close = (next: () => void) => {
    setOpen(false);
    void logout(next);
  };
  return (
    <Modal
      open={open}
      alert
      data-testid="expired-session-modal"
      title={t('expired_session_title')}
      closeLabel={t('close')}
      onClose={() => close(() => location.reload())}
    >
      <p>{t('expired_session_desc')}</p>
      <Button data-autofocus fullWidth style={{ marginTop: 16 }} onClick={() => close(() => location.assign(loginAgainPath()))}>
        {t('login_again')}
      </Button>
    </Modal>
  );
}
