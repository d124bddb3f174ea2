// A stage of the app's start (main.tsx): the app's providers (query cache, copy, toasts, notifications).
export { AppProviders } from '../app/AppProviders';
