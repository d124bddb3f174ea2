// A stage of the app's start (main.tsx): the property's schemas, the contract's largest.
export { propertySchema } from '@convive/sdk';
