import {
  type AccountDelete,
  accountDeleteSchema,
  activeToastTypeCount,
  detailOf,
  fieldErrorOf,
  isApiError,
  nonFieldErrorOf,
  parseWithFieldErrors,
  readToastFlags,
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
import { Link, useNavigate } from 'react-router';
import { useSession, useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { MESSAGES } from '../../logic/screenMessages';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Switch } from '../../ui/Switch';
import { type TabItem, Tabs } from '../../ui/Tabs';
import styles from './SettingsPage.module.css';

type SettingsTab = 'notifications' | 'privacy' | 'account';

const TOAST_SWITCHES: Record<ToastFlagKey, { label: string; hint: string }> = {
  disableFavoriteToasts: {
    label: 'Favoritos',
    hint: 'Cuando alguien guarda una de tus propiedades en favoritos.',
  },
  disableRequestToasts: {
    label: 'Solicitudes',
    hint: 'Cuando se aprueba o se rechaza una solicitud.',
  },
  disableAppointmentToasts: {
    label: 'Citas',
    hint: 'Cuando se pide, se confirma o se cancela una visita.',
  },
};

/** The browser's storage, or null where it is blocked (private modes, sandboxed frames). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Settings (spec 02 §2 "Settings", §4, §5, §8): landlords silence kinds of live toasts; everybody
 * changes their password and may delete their account.
 */
export function Component() {
  const user = useUser();
  const isLandlord = user.is_landlord;
  const [tab, setTab] = useState<SettingsTab>(isLandlord ? 'notifications' : 'privacy');
  const tabs: TabItem<SettingsTab>[] = [
    ...(isLandlord ? [{ key: 'notifications' as const, label: 'Notificaciones' }] : []),
    { key: 'privacy', label: 'Privacidad' },
    { key: 'account', label: 'Cuenta' },
  ];
  return (
    <>
      <title>{'Configuración · Convive'}</title>
      <PageHeader title="Configuración" description="Tus avisos, tu contraseña y tu cuenta." />
      <Tabs
        items={tabs}
        value={tab}
        onChange={(key: SettingsTab) => setTab(key)}
        label="Secciones de la configuración"
      >
        {tab === 'notifications' && isLandlord ? <NotificationSettings /> : null}
        {tab === 'privacy' ? <PasswordSettings /> : null}
        {tab === 'account' ? <AccountSettings /> : null}
      </Tabs>
    </>
  );
}

// ---------------------------------------------------------------- Notificaciones

function NotificationSettings() {
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
            Avisos emergentes
          </h2>
          <p className="muted">
            Elige qué avisos en tiempo real quieres ver mientras usas Convive. Las notificaciones se siguen
            guardando en tu bandeja aunque silencies el aviso.
          </p>
        </div>
        <ul className={styles.switches}>
          {TOAST_FLAG_KEYS.map((key) => {
            const on = !flags[key];
            return (
              <li key={key} className={styles.switchItem}>
                <Switch
                  checked={on}
                  onCheckedChange={(value) => setActive(key, value)}
                  label={TOAST_SWITCHES[key].label}
                  description={
                    <>
                      <span className={on ? styles.on : styles.off}>{on ? 'Activado' : 'Silenciado'}</span>
                      {' · '}
                      {TOAST_SWITCHES[key].hint}
                    </>
                  }
                />
              </li>
            );
          })}
        </ul>
        <p className={styles.summary} aria-live="polite">
          {active} de 3 tipos de notificaciones activas
        </p>
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
const BLANK = 'Este campo no puede estar en blanco.';
/** A failed change the server gives no field for (network, 5xx): nothing points at the current password. */
const PASSWORD_CHANGE_FAILED = 'No se pudo cambiar la contraseña. Inténtalo de nuevo.';

function PasswordSettings() {
  const user = useUser();
  const { client } = useConvive();
  const [values, setValues] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: () => client.users.changePassword(user.id, values),
    onSuccess: () => {
      notify.success(MESSAGES.settings.passwordChanged);
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
          ? MESSAGES.settings.passwordChangeFailure
          : (fieldErrors.new_password ?? fieldErrors.new_password_confirm ?? PASSWORD_CHANGE_FAILED),
      );
      const general = isApiError(error) ? (nonFieldErrorOf(error) ?? detailOf(error)) : null;
      setFormError(general ?? (Object.keys(fieldErrors).length ? null : PASSWORD_CHANGE_FAILED));
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
      if (!values[field]) found[field] = BLANK;
    }
    const mismatch = validatePasswordChange(values);
    if (mismatch && !found.new_password_confirm) found.new_password_confirm = mismatch;
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
            Cambiar contraseña
          </h2>
          <p className="muted">
            Usa al menos 8 caracteres que no sean solo números ni se parezcan a tu nombre o tu correo. Al
            cambiarla se cerrarán tus otras sesiones abiertas.
          </p>
        </div>
        {formError ? (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        ) : null}
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={values.old_password}
          error={errors.old_password}
          onChange={(event) => update('old_password', event.target.value)}
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          required
          maxLength={128}
          value={values.new_password}
          error={errors.new_password}
          onChange={(event) => update('new_password', event.target.value)}
        />
        <TextField
          label="Confirmar nueva contraseña"
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
            {change.isPending ? 'Actualizando...' : 'Actualizar contraseña'}
          </button>
        </div>
      </form>
    </section>
  );
}

// ---------------------------------------------------------------- Cuenta

function AccountSettings() {
  const user = useUser();
  const { signOut } = useSession();
  const { client } = useConvive();
  const navigate = useNavigate();
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
      notify.success(MESSAGES.settings.accountDeleted, MESSAGES.settings.accountDeletedDescription);
      // Leave the dashboard first (waiting for the home page to load), so the dashboard's guard
      // does not send the user to /login when the session ends.
      await navigate('/', { replace: true });
      await signOut();
    },
    onError: (error) => {
      // A wrong password (or a Google account without one) is said under the field, the dialog stays
      // open and the typed password is dropped; anything else is the spec's failure toast.
      const message = isApiError(error) && error.status === 400 ? fieldErrorOf(error, 'password') : null;
      if (!message) {
        notify.error(MESSAGES.settings.deleteAccountFailure);
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
            Datos de la cuenta
          </h2>
          <TextField
            label="Correo electrónico"
            type="email"
            value={user.email}
            readOnly
            hint={
              <>
                El correo electrónico no se puede cambiar. Si necesitas hacerlo,{' '}
                <Link to="/contact">contacta con soporte</Link>.
              </>
            }
          />
          <div>
            <p className={styles.label}>Tipo de cuenta</p>
            <p className={styles.accountType}>{user.is_landlord ? 'Propietario' : 'Inquilino'}</p>
            <p className="muted">
              {user.is_landlord
                ? 'Puedes publicar propiedades y gestionar inquilinos.'
                : 'Puedes buscar y solicitar propiedades.'}
            </p>
          </div>
        </div>
      </section>
      <section className={`card ${styles.panel} ${styles.danger}`} aria-labelledby="settings-delete">
        <div className="card__body stack">
          <div>
            <h2 id="settings-delete" className={styles.panelTitle}>
              Eliminar cuenta
            </h2>
            <p className="muted">
              Se borrarán tu perfil y tus datos de forma permanente. Esta acción no se puede deshacer.
            </p>
          </div>
          <div>
            <button type="button" className="btn btn--danger" onClick={() => openChange(true)}>
              <Trash2 aria-hidden="true" />
              Eliminar mi cuenta
            </button>
          </div>
        </div>
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={openChange}
        title="Eliminar mi cuenta"
        description={MESSAGES.settings.deleteAccountConfirm}
        confirmLabel={remove.isPending ? 'Eliminando...' : 'Eliminar mi cuenta'}
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
            label="Contraseña actual"
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
