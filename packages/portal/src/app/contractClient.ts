// The client's own module, imported at the first API call (app/convive.ts): what it brings (the
// contract's schemas, the endpoint table, the HTTP library) is a chunk of its own.
export { createClient } from '@convive/sdk';
