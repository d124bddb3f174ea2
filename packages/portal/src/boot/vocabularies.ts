// A stage of the app's start (main.tsx): the contract's vocabularies and images.
export { imageSchema, propertyTypeSchema } from '@convive/sdk';
