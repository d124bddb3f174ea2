// A stage of the app's start (main.tsx): the account's schemas.
export { userSchema } from '@convive/sdk';
