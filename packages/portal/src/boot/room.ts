// A stage of the app's start (main.tsx): the room's schemas.
export { roomSchema } from '@convive/sdk';
