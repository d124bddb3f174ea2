// A stage of the app's start (main.tsx): zod and the contract's common schemas.
export { idSchema } from '@convive/sdk';
