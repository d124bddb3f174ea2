// A stage of the app's start (main.tsx): the contract's largest schemas, half of its cost.
export { propertySchema, roomSchema, userSchema } from '@convive/sdk';
