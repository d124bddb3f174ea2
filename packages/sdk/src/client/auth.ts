import {
  detailSchema,
  type ForgotPassword,
  googleConfigSchema,
  type Login,
  type PasswordReset,
  type Registration,
  tokenResponseSchema,
} from '../schemas';
import type { Http } from './http';

/** Sign-in, sign-up, sign-out and password recovery (spec 01 §7). */
export function authApi(http: Http) {
  return {
    /** POST /api-token-auth/ — e-mail and password → token. */
    login: (credentials: Login) =>
      http.request('POST', 'api-token-auth/', { json: credentials, schema: tokenResponseSchema }),
    /** POST /register/ — registration payload → token. */
    register: (payload: Registration) =>
      http.request('POST', 'register/', { json: payload, schema: tokenResponseSchema }),
    /** POST /logout/ — revokes the current token on the server (204). */
    logout: () => http.request<void>('POST', 'logout/'),
    /** POST /auth/google/ — a Google ID token → our token (signs in, or up on first use). */
    google: (idToken: string) =>
      http.request('POST', 'auth/google/', { json: { id_token: idToken }, schema: tokenResponseSchema }),
    /** GET /auth/google/config/ — whether Google sign-in is enabled, and its client id. */
    googleConfig: () => http.request('GET', 'auth/google/config/', { schema: googleConfigSchema }),
    /** POST /forgot-password/ — always the same answer, whether or not the e-mail is known. */
    forgotPassword: (payload: ForgotPassword) =>
      http.request('POST', 'forgot-password/', { json: payload, schema: detailSchema }),
    /** POST /reset-password/ — the single-use token from the e-mail and the new password. */
    resetPassword: (payload: PasswordReset) =>
      http.request('POST', 'reset-password/', { json: payload, schema: detailSchema }),
  };
}
export type AuthApi = ReturnType<typeof authApi>;
