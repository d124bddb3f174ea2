// A stage of the app's start (main.tsx): the API contract's table of calls, from the schemas built before.
export { ENDPOINTS } from '@convive/sdk';
