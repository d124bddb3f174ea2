// A stage of the app's start (main.tsx): the API contract (its zod schemas are built here).
export { ENDPOINTS } from '@convive/sdk';
