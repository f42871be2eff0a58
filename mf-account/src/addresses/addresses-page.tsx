// /addresses: the signed-in shopper's address book (spec §3 Address, §4 address book). Delivery and
// billing addresses, each type's default marked; add and edit in a dialog, delete after a
// confirmation, make default. Every change is the server's (which keeps one default per type however
// many requests race) and the page shows its answer; a change that moves the delivery address tells
// the header chip and checkout over the bus.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Badge, Button, Modal } from 'design-system';
import { GraphQLBoundary, usePageTitle } from 'remote-kit';
import { ADDRESS_TYPES, isolate, type AddressFormValues, type AddressType } from 'shared-domain';
import { ConfirmActions, LoadFailed, ProfilePage, ProfilePanel, ProfileSkeleton } from '../shared/profile-page-frame';
import { SignedInPage } from '../shared/signed-in-page';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { AddressForm } from './address-form';
import { useAddressMessages } from './address-messages';
import { useAddressBook, type BookEntry, type BookOutcome } from './use-address-book';

export const ADDRESSES_PATH = '/addresses';

const Toolbar = styled.div`
  display: grid;

  ${({ theme }) => theme.media.sm} {
    justify-content: start;
  }
`;

const TypeSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Entry = styled.article<{ $default: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  block-size: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ $default, theme }) => ($default ? theme.colors.primaryStrong : theme.colors.borderSubtle)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $default, theme }) => ($default ? theme.colors.primarySurface : theme.colors.background)};

  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Secondary = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const EntryActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-block-start: auto;
  padding-block-start: ${({ theme }) => theme.space[2]};
`;

const Empty = styled(ProfilePanel)`
  justify-items: start;
  text-align: start;

  p {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

type Dialog = { kind: 'add'; type: AddressType } | { kind: 'edit'; entry: BookEntry } | { kind: 'delete'; entry: BookEntry } | null;
type Status = { tone: 'success' | 'error'; text: string } | null;

/** The API's input from the form's output. */
const inputOf = (values: AddressFormValues) => ({
  address1: values.address1,
  address2: values.address2 ?? null,
  lat: values.lat,
  long: values.long,
  addressType: values.addressType,
  // unticked: the server decides (the first address of its type is its default; an edited one stays as it is)
  isDefault: values.isDefault ? true : null,
  country: values.country ?? 'SA',
});

/** Coordinates as the page shows them: five decimals, Latin digits, left to right. */
const pin = (entry: BookEntry) => `${entry.lat.toFixed(5)}, ${entry.long.toFixed(5)}`;

function AddressEntry({ entry, busy, onEdit, onDelete, onMakeDefault }: { entry: BookEntry; busy: boolean; onEdit: () => void; onDelete: () => void; onMakeDefault: () => void }) {
  const { t } = useTranslation('addresses');
  const titleId = `address-${entry.id}`;
  const name = entry.address1;
  return (
    <li>
      <Entry $default={entry.isDefault} aria-labelledby={titleId} data-testid="address-entry">
        <h3 id={titleId}>
          <bdi>{entry.header}</bdi>
          {entry.isDefault && <Badge tone="success">{t(`default_of.${entry.addressType}`)}</Badge>}
        </h3>
        <p>
          <bdi>{entry.address1}</bdi>
        </p>
        {entry.address2 && (
          <Secondary>
            <bdi>{entry.address2}</bdi>
          </Secondary>
        )}
        <Secondary>
          {t('pinned_at')} <bdi dir="ltr">{pin(entry)}</bdi>
        </Secondary>
        <EntryActions>
          {!entry.isDefault && (
            <Button size="sm" onClick={onMakeDefault} loading={busy} aria-label={t('actions.make_default_named', { address: name })}>
              {t('actions.make_default')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy} aria-label={t('actions.edit_named', { address: name })}>
            {t('actions.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} disabled={busy} aria-label={t('actions.delete_named', { address: name })}>
            {t('actions.delete')}
          </Button>
        </EntryActions>
      </Entry>
    </li>
  );
}

function AddressBookView() {
  const { t } = useTranslation('addresses');
  const messages = useAddressMessages();
  const book = useAddressBook(messages.language);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [status, setStatus] = useState<Status>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();

  if (book.book === undefined) return book.failed ? <LoadFailed onRetry={book.reload} /> : <ProfileSkeleton fields={3} />;
  const entries = book.book;

  /** After a change: its answer in the page's status line, which takes focus when the control is gone. */
  const report = (outcome: BookOutcome, success: string, focus = false) => {
    setStatus(outcome.ok ? { tone: 'success', text: success } : { tone: 'error', text: messages.forFailure(outcome) });
    // changed or deleted meanwhile (another tab, another device): show the book as it is now
    if (!outcome.ok && outcome.key === 'not_found') book.reload();
    if (focus) focusAfterRender(() => statusRef.current);
  };

  const save = async (values: AddressFormValues): Promise<BookOutcome> => {
    const editing = dialog?.kind === 'edit' ? dialog.entry : null;
    const outcome = editing ? await book.update(editing.id, inputOf(values)) : await book.create(inputOf(values));
    if (outcome.ok) {
      setDialog(null);
      report(outcome, t(editing ? 'status.updated' : 'status.added', { address: isolate(values.address1) }));
    }
    return outcome;
  };

  const makeDefault = async (entry: BookEntry) => {
    setBusyId(entry.id);
    setStatus(null);
    const outcome = await book.makeDefault(entry.id);
    setBusyId(null);
    report(outcome, t(`status.made_default.${entry.addressType}`, { address: isolate(entry.address1) }), true);
  };

  const confirmDelete = async (entry: BookEntry) => {
    setDeleting(true);
    setStatus(null);
    const outcome = await book.remove(entry.id);
    setDeleting(false);
    setDialog(null);
    report(outcome, t('status.deleted', { address: isolate(entry.address1) }), true);
  };

  const open = (next: Dialog) => {
    setStatus(null);
    setDialog(next);
  };

  const formDialog = dialog?.kind === 'add' || dialog?.kind === 'edit' ? dialog : null;

  return (
    <>
      <Toolbar>
        <Button onClick={() => open({ kind: 'add', type: 'SHIPPING' })}>{t('actions.add')}</Button>
      </Toolbar>
      <div ref={statusRef} tabIndex={-1}>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
      </div>
      {entries.length === 0 ? (
        <Empty>
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
        </Empty>
      ) : (
        ADDRESS_TYPES.map((type) => {
          const ofType = entries.filter((entry) => entry.addressType === type);
          return (
            <TypeSection key={type} aria-labelledby={`addresses-${type}`}>
              <h2 id={`addresses-${type}`}>{t(`sections.${type}`)}</h2>
              {ofType.length === 0 ? (
                <Secondary>{t(`sections.none.${type}`)}</Secondary>
              ) : (
                <List>
                  {ofType.map((entry) => (
                    <AddressEntry
                      key={entry.id}
                      entry={entry}
                      busy={busyId === entry.id}
                      onEdit={() => open({ kind: 'edit', entry })}
                      onDelete={() => open({ kind: 'delete', entry })}
                      onMakeDefault={() => void makeDefault(entry)}
                    />
                  ))}
                </List>
              )}
            </TypeSection>
          );
        })
      )}

      <Modal
        open={formDialog !== null}
        onClose={() => setDialog(null)}
        title={formDialog?.kind === 'edit' ? t('form.edit_title') : t('form.add_title')}
        closeLabel={t('form.close')}
        width="36rem"
        data-testid="address-dialog"
      >
        {formDialog && (
          <AddressForm
            key={formDialog.kind === 'edit' ? formDialog.entry.id : 'new'}
            editing={formDialog.kind === 'edit' ? formDialog.entry : null}
            initialType={formDialog.kind === 'add' ? formDialog.type : undefined}
            typesInBook={entries.filter((entry) => entry.id !== (formDialog.kind === 'edit' ? formDialog.entry.id : null)).map((entry) => entry.addressType)}
            onSave={save}
            onCancel={() => setDialog(null)}
          />
        )}
      </Modal>

      <Modal
        open={dialog?.kind === 'delete'}
        onClose={() => !deleting && setDialog(null)}
        title={t('delete.title')}
        closeLabel={t('form.close')}
        alert
        data-testid="delete-address-dialog"
      >
        {dialog?.kind === 'delete' && (
          <>
            <p>{t('delete.text', { address: isolate(dialog.entry.address1) })}</p>
            {dialog.entry.isDefault && <p>{t(`delete.default_note.${dialog.entry.addressType}`)}</p>}
            <ConfirmActions>
              <Button onClick={() => void confirmDelete(dialog.entry)} loading={deleting}>
                {t('delete.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog(null)} disabled={deleting} data-autofocus>
                {t('delete.keep')}
              </Button>
            </ConfirmActions>
          </>
        )}
      </Modal>
    </>
  );
}

export function AddressesPage() {
  const { t } = useTranslation('addresses');
  usePageTitle(t('page_title'));
  return (
    <ProfilePage id="addresses" title={t('title')} intro={t('intro')}>
      <SignedInPage>
        {() => (
          <GraphQLBoundary fallback={<ProfileSkeleton fields={3} />}>
            <AddressBookView />
          </GraphQLBoundary>
        )}
      </SignedInPage>
    </ProfilePage>
  );
}
