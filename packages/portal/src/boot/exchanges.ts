// A stage of the app's start (main.tsx): the partners', notifications' and visits' schemas.
export { appointmentSchema, notificationSchema, partnerKeySchema } from '@convive/sdk';
