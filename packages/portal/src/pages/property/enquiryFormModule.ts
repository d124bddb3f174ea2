export { EnquiryForm } from '@convive/widgets';
