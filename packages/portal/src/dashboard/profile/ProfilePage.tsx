import {
  dmyToIso,
  fieldErrorOf,
  isoToDmy,
  PROFILE_PICTURE_TYPES,
  type ProfileUpdate,
  parseWithFieldErrors,
  profileUpdateSchema,
  type User,
} from '@convive/sdk';
import { Avatar, useConvive } from '@convive/widgets';
import { useMutation } from '@tanstack/react-query';
import { Camera, Trash2, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { NameFields } from '../../account/NameFields';
import { normalisePhone, PhoneField, toE164 } from '../../account/PhoneField';
import { fullName, useSession, useUser } from '../../app/session';
import { notify } from '../../app/toast';
import { validateProfileForm } from '../../logic/forms/profile';
import { commonMessages } from '../../logic/messages/common';
import { profileMessages } from '../../logic/messages/profile';
import { profileSaveErrorMessage } from '../../logic/profileErrors';
import { checkProfilePicture } from '../../logic/uploads';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { TextAreaField, TextField } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { profileCopy } from './copy';
import styles from './ProfilePage.module.css';

const BIO_MAX = 2000;

interface Form {
  first_name: string;
  last_name: string;
  phone: string;
  date_of_birth: string;
  bio: string;
}

type Field = keyof Form;

function formOf(user: User): Form {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    // E.164 for the common cases (stored numbers may carry spaces); the phone input reads the rest.
    phone: toE164(user.phone) || user.phone,
    date_of_birth: isoToDmy(user.date_of_birth),
    bio: user.bio,
  };
}

/** A chosen picture, cropped and ready to upload, with its preview URL. */
interface Picture {
  file: File;
  url: string;
}

/**
 * /dashboard/profile (spec 01 §2, §5, §8; spec 02 §2, §8): the signed-in user's own data. The picture
 * is checked (type, 5 MB), cropped to a 512×512 square in the browser and previewed before saving.
 */
export function Component() {
  const user = useUser();
  const copy = profileCopy.useCopy();
  const session = useSession();
  const { client } = useConvive();
  const [form, setForm] = useState<Form>(() => formOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [picture, setPicture] = useState<Picture | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // The preview URL lives as long as its picture.
  useEffect(() => () => (picture ? URL.revokeObjectURL(picture.url) : undefined), [picture]);

  const save = useMutation({
    // Text typed before the phone library loaded becomes E.164 here.
    mutationFn: async (payload: ProfileUpdate) =>
      client.users.update(
        user.id,
        payload.phone === undefined ? payload : { ...payload, phone: await normalisePhone(payload.phone) },
      ),
    onSuccess: async (saved) => {
      notify.success(profileMessages.saved);
      setForm(formOf(saved));
      setPicture(null);
      setRemovePicture(false);
      setErrors({});
      await session.refresh();
    },
    onError: (error) => {
      notify.error(profileSaveErrorMessage(error));
      // A 400 names the fields: show each under its input as well.
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const field of ['first_name', 'last_name', 'phone', 'date_of_birth', 'bio'] as const) {
        const message = fieldErrorOf(error, field);
        if (message) fieldErrors[field] = message;
      }
      setErrors(fieldErrors);
      const picture = fieldErrorOf(error, 'profile_picture');
      if (picture) setPictureError(profileMessages.imageErrorPrefix + picture);
    },
  });

  const set = (field: Field, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    setPictureError(null);
    // The spec drops a bad picture silently; we also say why, so the user can pick another.
    const problem = checkProfilePicture(file);
    if (problem) {
      setPictureError(problem);
      return;
    }
    setProcessing(true);
    try {
      // Fetched when a picture is picked: most visits to the profile change no picture. A failed
      // fetch (offline) is reported as a conversion failure, and the next pick tries again.
      const { cropAvatar } = await import('../../account/cropAvatar');
      const cropped = await cropAvatar(file);
      setPicture({ file: cropped, url: URL.createObjectURL(cropped) });
      setRemovePicture(false);
    } catch (failure) {
      console.error('Profile picture conversion failed', failure);
      // The picture step's failure when the browser cannot read or re-encode the file.
      setPictureError(profileCopy.current().picture.conversionFailure);
    } finally {
      setProcessing(false);
    }
  };

  const reset = () => {
    setForm(formOf(user));
    setErrors({});
    setPicture(null);
    setRemovePicture(false);
    setPictureError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || processing) return;
    const found: Partial<Record<Field, string>> = {};
    if (!form.first_name.trim()) found.first_name = profileMessages.firstNameRequired;
    if (!form.last_name.trim()) found.last_name = profileMessages.lastNameRequired;
    const date = dmyToIso(form.date_of_birth);
    if (!date.ok) found.date_of_birth = commonMessages.invalidDate;
    const fields = {
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      phone: form.phone,
      bio: form.bio.trim(),
      date_of_birth: date.ok ? date.value : null,
    };
    const parsed = parseWithFieldErrors(profileUpdateSchema, fields);
    if (!parsed.ok) {
      for (const [field, messages] of Object.entries(parsed.errors)) {
        if (field in form && !found[field as Field] && messages[0]) found[field as Field] = messages[0];
      }
    }
    if (validateProfileForm(fields) !== null || Object.keys(found).length || !parsed.ok) {
      setErrors(found);
      const first = (['first_name', 'last_name', 'phone', 'date_of_birth', 'bio'] as const).find(
        (field) => found[field],
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const payload: ProfileUpdate = { ...fields };
    if (picture) payload.profile_picture = picture.file;
    else if (removePicture) payload.profile_picture = null;
    save.mutate(payload);
  };

  const name = fullName(user);
  const shownPicture = picture ? picture.url : removePicture ? null : user.profile_picture;
  const dirty = JSON.stringify(form) !== JSON.stringify(formOf(user)) || picture !== null || removePicture;

  return (
    <div className={styles.page}>
      <DocumentTitle>{copy.documentTitle}</DocumentTitle>
      <PageHeader title={copy.title} description={copy.description} />
      <form ref={formRef} className={`card ${styles.card}`} onSubmit={onSubmit} noValidate>
        <section className={styles.pictureRow} aria-labelledby="profile-picture-title">
          <button
            type="button"
            className={styles.pictureButton}
            onClick={() => fileInput.current?.click()}
            disabled={processing || save.isPending}
            aria-label={copy.picture.change}
          >
            {picture ? (
              <img className={styles.preview} src={picture.url} alt="" width={112} height={112} />
            ) : (
              <Avatar name={name} src={shownPicture} size="xl" />
            )}
            <span className={styles.pictureBadge} aria-hidden="true">
              <Camera />
            </span>
          </button>
          <div className={styles.pictureText}>
            <h2 id="profile-picture-title" className={styles.sectionTitle}>
              {copy.picture.title}
            </h2>
            <p className="muted" id="profile-picture-hint">
              {copy.picture.hint}
            </p>
            <div className="row">
              <button
                type="button"
                className="btn btn--outline btn--sm"
                onClick={() => fileInput.current?.click()}
                disabled={processing || save.isPending}
                aria-describedby="profile-picture-hint"
              >
                <Camera aria-hidden="true" />
                {processing
                  ? copy.picture.processing
                  : picture
                    ? copy.picture.chooseAnother
                    : copy.picture.changeShort}
              </button>
              {picture ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => setPicture(null)}
                  disabled={save.isPending}
                >
                  <X aria-hidden="true" />
                  {copy.picture.discardNew}
                </button>
              ) : user.profile_picture && !removePicture ? (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => setRemovePicture(true)}
                  disabled={save.isPending}
                >
                  <Trash2 aria-hidden="true" />
                  {copy.picture.remove}
                </button>
              ) : null}
            </div>
            <p className={styles.pictureStatus} role="status">
              {picture ? copy.picture.previewNote : removePicture ? copy.picture.removeNote : ''}
            </p>
            {pictureError ? (
              <p className="field__error" role="alert">
                {pictureError}
              </p>
            ) : null}
            <input
              ref={fileInput}
              type="file"
              accept={PROFILE_PICTURE_TYPES.join(',')}
              className="visually-hidden"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="profile-picture-input"
              onChange={(event) => void onPick(event)}
            />
          </div>
        </section>

        <div className={styles.fields}>
          <NameFields firstName={form.first_name} lastName={form.last_name} errors={errors} onChange={set} />
          <TextField
            label={copy.email}
            type="email"
            name="email"
            value={user.email}
            readOnly
            hint={profileMessages.emailReadOnly}
          />
          <div className="form-grid form-grid--2">
            <PhoneField
              value={form.phone}
              error={errors.phone}
              onChange={(value) => set('phone', value)}
              disabled={save.isPending}
            />
            <TextField
              label={copy.birthDate}
              name="date_of_birth"
              inputMode="numeric"
              autoComplete="bday"
              placeholder={copy.birthDatePlaceholder}
              maxLength={10}
              hint={copy.birthDateHint}
              value={form.date_of_birth}
              error={errors.date_of_birth}
              onChange={(event) => set('date_of_birth', event.target.value)}
              onBlur={() => {
                const date = dmyToIso(form.date_of_birth);
                if (!date.ok)
                  setErrors((current) => ({ ...current, date_of_birth: commonMessages.invalidDate }));
              }}
            />
          </div>
          <TextAreaField
            label={copy.bio}
            name="bio"
            rows={5}
            maxLength={BIO_MAX}
            placeholder={copy.bioPlaceholder}
            hint={copy.bioCount(form.bio.length, BIO_MAX)}
            value={form.bio}
            error={errors.bio}
            onChange={(event) => set('bio', event.target.value)}
          />
        </div>

        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn--outline"
            onClick={reset}
            disabled={save.isPending || !dirty}
          >
            {copy.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={save.isPending || processing}>
            {save.isPending ? profileMessages.saving : copy.save}
          </button>
        </div>
      </form>
    </div>
  );
}
