/** Accounts: registration, sign-in (password and Google), sign-out, profile, password, deletion. */
export { accountRoutes } from './routes';
