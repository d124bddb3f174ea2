export { AvailabilityCalendar } from '@convive/widgets';
