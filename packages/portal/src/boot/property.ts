// A stage of the app's start (main.tsx): the room's and the property's schemas, the contract's largest.
export { propertySchema, roomSchema } from '@convive/sdk';
