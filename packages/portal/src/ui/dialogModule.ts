export { Dialog as default } from '@convive/widgets';
