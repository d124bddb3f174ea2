// A stage of the app's start (main.tsx): the route table and the layouts every page renders in.
export { routes } from '../app/routes';
