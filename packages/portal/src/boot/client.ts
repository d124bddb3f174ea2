// A stage of the app's start (main.tsx): the widgets' core and the API client the portal makes.
export { createPortalConvive } from '../app/convive';
