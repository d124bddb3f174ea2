/** An account's published stock exported as Kyero v3 XML, JSON and refs (ADR 0172). */
export { feedExportRoutes } from './routes';
