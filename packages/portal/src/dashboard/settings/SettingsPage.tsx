import {
  type AccountDelete,
  accountDeleteSchema,
  activeToastTypeCount,
  detailOf,
  fieldErrorOf,
  isApiError,
  nonFieldErrorOf,
  pagePath,
  parseWithFieldErrors,
  readToastFlags,
  SEARCH_ALERT_FLAG_KEY,
  TOAST_FLAG_KEYS,
  type ToastFlagKey,
  type ToastFlags,
  toastFlagStorageValue,
  validatePasswordChange,
} from '@convive/sdk';
import { useConvive } from '@convive/widgets';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSignOutToHome, useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { passwordMessages } from '../../logic/messages/password';
import { settingsMessages } from '../../logic/messages/settings';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Switch } from '../../ui/Switch';
import { type TabItem, Tabs } from '../../ui/Tabs';
import { settingsCopy } from './copy';
import styles from './SettingsPage.module.css';

type SettingsTab = 'notifications' | 'privacy' | 'account';

/** The browser's storage, or null where it is blocked (private modes, sandboxed frames). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Settings (spec 02 §2 "Settings", §4, §5, §8): landlords silence kinds of live toasts, tenants their
 * saved-search alerts; everybody changes their password and may delete their account.
 */
export function Component() {
  const user = useUser();
  const copy = settingsCopy.useCopy();
  const isLandlord = user.is_landlord;
  // A tenant still lands on Privacidad (spec 02 §2): their one switch is a tab away.
  const [tab, setTab] = useState<SettingsTab>(isLandlord ? 'notifications' : 'privacy');
  const tabs: TabItem<SettingsTab>[] = [
    { key: 'notifications', label: copy.tabs.notifications },
    { key: 'privacy', label: copy.tabs.privacy },
    { key: 'account', label: copy.tabs.account },
  ];
  return (
    <>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader title={copy.title} description={copy.description} />
      <Tabs items={tabs} value={tab} onChange={(key: SettingsTab) => setTab(key)} label={copy.tabsLabel}>
        {tab === 'notifications' ? <NotificationSettings isLandlord={isLandlord} /> : null}
        {tab === 'privacy' ? <PasswordSettings /> : null}
        {tab === 'account' ? <AccountSettings /> : null}
      </Tabs>
    </>
  );
}

// ---------------------------------------------------------------- Notificaciones

/**
 * The silencing switches, written to browser storage as 'true' / 'false' where the toaster reads them
 * (`isToastSilenced`). Landlords get the spec's three (spec 02 §2); tenants, who own saved searches,
 * the saved-search alerts' one. Landlords cannot save searches, so they do not see it.
 */
function NotificationSettings({ isLandlord }: { isLandlord: boolean }) {
  const copy = settingsCopy.useCopy().toasts;
  const keys: readonly ToastFlagKey[] = isLandlord ? TOAST_FLAG_KEYS : [SEARCH_ALERT_FLAG_KEY];
  const [flags, setFlags] = useState<ToastFlags>(() => {
    const storage = localStore();
    return storage ? readToastFlags(storage) : readToastFlags({ getItem: () => null });
  });
  const active = activeToastTypeCount(flags);

  const setActive = (key: ToastFlagKey, on: boolean) => {
    const next = { ...flags, [key]: !on };
    setFlags(next);
    try {
      localStore()?.setItem(key, toastFlagStorageValue(!on));
    } catch (error) {
      // A full or blocked storage keeps the choice for this visit only.
      console.warn('No se pudo guardar la preferencia de notificaciones', error);
    }
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="settings-toasts">
      <div className="card__body stack">
        <div>
          <h2 id="settings-toasts" className={styles.panelTitle}>
            {copy.title}
          </h2>
          <p className="muted">{copy.intro}</p>
        </div>
        <ul className={styles.switches}>
          {keys.map((key) => {
            const on = !flags[key];
            return (
              <li key={key} className={styles.switchItem}>
                <Switch
                  checked={on}
                  onCheckedChange={(value) => setActive(key, value)}
                  label={copy.switches[key].label}
                  description={
                    <>
                      <span className={on ? styles.on : styles.off}>{on ? copy.on : copy.off}</span>
                      {' · '}
                      {copy.switches[key].hint}
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
        {isLandlord ? (
          <p className={styles.summary} aria-live="polite">
            {copy.active(active, TOAST_FLAG_KEYS.length)}
          </p>
        ) : null}
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- Privacidad

type PasswordField = 'old_password' | 'new_password' | 'new_password_confirm';
const EMPTY_PASSWORDS: Record<PasswordField, string> = {
  old_password: '',
  new_password: '',
  new_password_confirm: '',
};
function PasswordSettings() {
  const user = useUser();
  const copy = settingsCopy.useCopy().password;
  const { client } = useConvive();
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: () => client.users.changePassword(user.id, values),
    onSuccess: () => {
      notify.success(settingsMessages.passwordChanged);
      setValues(EMPTY_PASSWORDS);
      setErrors({});
      setFormError(null);
    },
    onError: (error) => {
      // The server says which field is wrong (wrong current password, weak new one): show it there.
      const fieldErrors: Partial<Record<PasswordField, string>> = {};
      for (const field of Object.keys(EMPTY_PASSWORDS) as PasswordField[]) {
        const message = fieldErrorOf(error, field);
        if (message) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      // The toast names the actual problem: the current-password text only when the current password is
      // what the server refused; a refused new password is told with the server's own words.
      notify.error(
        fieldErrors.old_password
          ? settingsMessages.passwordChangeFailure
          : (fieldErrors.new_password ??
              fieldErrors.new_password_confirm ??
              settingsCopy.current().password.failed),
      );
      const general = isApiError(error) ? (nonFieldErrorOf(error) ?? detailOf(error)) : null;
      // A failed change the server gives no field for (network, 5xx): nothing points at the current password.
      setFormError(
        general ?? (Object.keys(fieldErrors).length ? null : settingsCopy.current().password.failed),
      );
    },
  });

  const update = (field: PasswordField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found: Partial<Record<PasswordField, string>> = {};
    for (const field of Object.keys(EMPTY_PASSWORDS) as PasswordField[]) {
      if (!values[field]) found[field] = copy.blank;
    }
    const mismatch = validatePasswordChange(values);
    if (mismatch && !found.new_password_confirm) found.new_password_confirm = passwordMessages.mismatch;
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    change.mutate();
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="settings-password">
      <form className="card__body stack" onSubmit={submit} noValidate>
        <div>
          <h2 id="settings-password" className={styles.panelTitle}>
            {copy.title}
          </h2>
          <p className="muted">{copy.intro}</p>
        </div>
        {formError ? (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <TextField
          label={copy.current}
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={values.old_password}
          error={errors.old_password}
          onChange={(event) => update('old_password', event.target.value)}
        />
        <TextField
          label={copy.new}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={values.new_password}
          error={errors.new_password}
          onChange={(event) => update('new_password', event.target.value)}
        />
        <TextField
          label={copy.confirm}
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={values.new_password_confirm}
          error={errors.new_password_confirm}
          onChange={(event) => update('new_password_confirm', event.target.value)}
        />
        <div>
          <button type="submit" className="btn btn--primary" disabled={change.isPending}>
            {change.isPending ? copy.submitting : copy.submit}
          </button>
        </div>
      </form>
    </section>
  );
}

// ---------------------------------------------------------------- Cuenta

function AccountSettings() {
  const user = useUser();
  const copy = settingsCopy.useCopy();
  const signOutToHome = useSignOutToHome();
  const { client } = useConvive();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusPassword = () => formRef.current?.querySelector<HTMLInputElement>('[name="password"]')?.focus();

  const remove = useMutation({
    mutationFn: (payload: AccountDelete) => client.users.delete(user.id, payload),
    onSuccess: async () => {
      setConfirming(false);
      setPassword('');
      notify.success(settingsMessages.accountDeleted, settingsMessages.accountDeletedDescription);
      await signOutToHome();
    },
    onError: (error) => {
      // A wrong password (or a Google account without one) is said under the field, the dialog stays
      // open and the typed password is dropped; anything else is the spec's failure toast.
      const message = isApiError(error) && error.status === 400 ? fieldErrorOf(error, 'password') : null;
      if (!message) {
        notify.error(settingsMessages.deleteAccountFailure);
        return;
      }
      setPassword('');
      setPasswordError(message);
      focusPassword();
    },
  });

  const openChange = (open: boolean) => {
    if (remove.isPending) return;
    setConfirming(open);
    setPassword('');
    setPasswordError(null);
  };

  const confirm = () => {
    if (remove.isPending) return;
    const parsed = parseWithFieldErrors(accountDeleteSchema, { password });
    if (!parsed.ok) {
      setPasswordError(parsed.errors.password?.[0] ?? null);
      focusPassword();
      return;
    }
    setPasswordError(null);
    remove.mutate(parsed.data);
  };

  return (
    <div className="stack">
      <section className={`card ${styles.panel}`} aria-labelledby="settings-account">
        <div className="card__body stack">
          <h2 id="settings-account" className={styles.panelTitle}>
            {copy.account.title}
          </h2>
          <TextField
            label={copy.account.email}
            type="email"
            value={user.email}
            readOnly
            hint={
              <>
                {copy.account.emailFixed} <Link to={pagePath('contact')}>{copy.account.contactSupport}</Link>.
              </>
            }
          />
          <div>
            <p className={styles.label}>{copy.account.type}</p>
            <p className={styles.accountType}>
              {user.is_landlord ? copy.account.landlord : copy.account.tenant}
            </p>
            <p className="muted">{user.is_landlord ? copy.account.landlordText : copy.account.tenantText}</p>
          </div>
        </div>
      </section>
      <section className={`card ${styles.panel} ${styles.danger}`} aria-labelledby="settings-delete">
        <div className="card__body stack">
          <div>
            <h2 id="settings-delete" className={styles.panelTitle}>
              {copy.delete.title}
            </h2>
            <p className="muted">{copy.delete.text}</p>
          </div>
          <div>
            <button type="button" className="btn btn--danger" onClick={() => openChange(true)}>
              <Trash2 aria-hidden="true" />
              {copy.delete.button}
            </button>
          </div>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={openChange}
        title={copy.delete.button}
        description={settingsMessages.deleteAccountConfirm}
        confirmLabel={remove.isPending ? copy.delete.deleting : copy.delete.button}
        destructive
        busy={remove.isPending}
        onConfirm={confirm}
      >
        {/* A form so that Enter in the field confirms, like the dialog's button. */}
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <TextField
            label={copy.delete.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={128}
            value={password}
            error={passwordError}
            readOnly={remove.isPending}
            onChange={(event) => {
              setPassword(event.target.value);
              if (passwordError) setPasswordError(null);
            }}
          />
        </form>
      </ConfirmDialog>
    </div>
  );
}
