// The client's own module, imported at a provider's first API call (context.tsx): the contract it
// brings (the schemas, the endpoint table, the HTTP library) stays out of an app's first load.
export { createClient } from '@convive/sdk';
