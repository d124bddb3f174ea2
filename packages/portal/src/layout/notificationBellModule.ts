export { NotificationBell as default } from '@convive/widgets';
