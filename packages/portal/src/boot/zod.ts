// A stage of the app's start (main.tsx): zod, the contract's common schemas, vocabularies and account.
export { idSchema, propertyTypeSchema, userSchema } from '@convive/sdk';
