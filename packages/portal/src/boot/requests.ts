// A stage of the app's start (main.tsx): the requests' and saved searches' schemas.
export { propertyRequestSchema, savedSearchSchema } from '@convive/sdk';
