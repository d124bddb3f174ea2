import type { FeedUpload, MessageUpload, ProfileUpdate } from '../schemas';

/** Multipart body with one repeated `images` field (spec 02 §7). */
export function imagesForm(files: readonly Blob[]): FormData {
  const form = new FormData();
  files.forEach((file, index) => {
    const name = typeof (file as File).name === 'string' ? (file as File).name : `imagen-${index + 1}.jpg`;
    form.append('images', file, name);
  });
  return form;
}

/** The multipart body of a profile update that carries a picture. */
export function profileForm(data: ProfileUpdate): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (key === 'profile_picture') {
      if (value instanceof Blob) {
        const name = typeof (value as File).name === 'string' ? (value as File).name : 'avatar.jpg';
        form.append('profile_picture', value, name);
      }
      continue;
    }
    // Multipart has no null: an empty date_of_birth means "no date".
    form.append(key, value === null ? '' : String(value));
  }
  return form;
}

/** The multipart body of a feed document uploaded instead of fetched (`file`, and `format` when given). */
export function feedForm(upload: FeedUpload): FormData {
  const form = new FormData();
  if (upload.format !== undefined) form.append('format', upload.format);
  const name = typeof (upload.file as File).name === 'string' ? (upload.file as File).name : 'feed.xml';
  form.append('file', upload.file, name);
  return form;
}

/** The multipart body of a message with files: `text` and the repeated `attachments` field. */
export function messageForm(upload: MessageUpload): FormData {
  const form = new FormData();
  form.append('text', upload.text ?? '');
  upload.attachments.forEach((file, index) => {
    const name = typeof (file as File).name === 'string' ? (file as File).name : `adjunto-${index + 1}`;
    form.append('attachments', file, name);
  });
  return form;
}
