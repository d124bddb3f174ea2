export { VisitScheduler as default } from '@convive/widgets';
