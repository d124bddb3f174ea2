// A stage of the app's start (main.tsx): the rest of the contract's schemas and its table of calls.
export { ENDPOINTS } from '@convive/sdk';
