import {
  type AccountDelete,
  detailSchema,
  type PasswordChange,
  type ProfileUpdate,
  profileSchema,
  tenantPreferencesSchema,
  userSchema,
} from '../schemas';
import { type Http, seg } from './http';

/** Builds the multipart body of a profile update that carries a picture. */
function profileForm(data: ProfileUpdate): FormData {
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

/** The current user and user records (spec 01 §7, spec 02 §7). */
export function usersApi(http: Http) {
  return {
    /** GET /me/ — the signed-in user. Without a stored token it fails with 'No hay token de autenticación'. */
    me: () => http.request('GET', 'me/', { schema: userSchema, requireToken: true }),
    /** GET /profile/ — the signed-in user's profile. */
    profile: () => http.request('GET', 'profile/', { schema: profileSchema }),
    /** GET /users/{id}/ */
    get: (id: number) => http.request('GET', `users/${seg(id)}/`, { schema: userSchema }),
    /**
     * PATCH /users/{id}/ — JSON, or multipart when `profile_picture` is a file.
     * `profile_picture: null` removes the picture.
     */
    update: (id: number, data: ProfileUpdate) =>
      data.profile_picture instanceof Blob
        ? http.request('PATCH', `users/${seg(id)}/`, { body: profileForm(data), schema: userSchema })
        : http.request('PATCH', `users/${seg(id)}/`, { json: data, schema: userSchema }),
    /** POST /users/{id}/change_password/ */
    changePassword: (id: number, payload: PasswordChange) =>
      http.request('POST', `users/${seg(id)}/change_password/`, { json: payload, schema: detailSchema }),
    /** GET /users/{id}/preferences/ — read-only tenant preferences. */
    preferences: (id: number) =>
      http.request('GET', `users/${seg(id)}/preferences/`, { schema: tenantPreferencesSchema }),
    /**
     * DELETE /users/{id}/ with the account's current password — 204 is success; the token stops
     * working. A wrong or missing password (or a Google account that never set one) is a 400
     * `{password: ['…']}`.
     */
    delete: (id: number, payload: AccountDelete) =>
      http.request<void>('DELETE', `users/${seg(id)}/`, { json: payload }),
  };
}
export type UsersApi = ReturnType<typeof usersApi>;
