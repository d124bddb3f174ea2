/**
 * Every user-facing text of the error catalogues (spec 01 §8, spec 02 §8), the success toasts and
 * the validation texts of both specs' §5: one module per screen. ../screenMessages exports this module
 * as the namespace `MESSAGES` (`MESSAGES.login.failure`); a bundler keeps only the screens a page reads
 * and puts each with the pages that read it. Texts are copied verbatim from the spec; templated texts
 * are functions so callers cannot misspell the fixed part. The texts the sdk's rules return are spread
 * in from the sdk's `RULE_MESSAGES`.
 */

export { applications } from './applications';
export { appointments } from './appointments';
export { common } from './common';
export { contact } from './contact';
export { dashboard } from './dashboard';
export { enquiry } from './enquiry';
export { favorites } from './favorites';
export { forgotPassword } from './forgotPassword';
export { google } from './google';
export { images } from './images';
export { landlordApplications } from './landlordApplications';
export { listingForm } from './listingForm';
export { listings } from './listings';
export { login } from './login';
export { myProperties } from './myProperties';
export { myRooms } from './myRooms';
export { password } from './password';
export { phone } from './phone';
export { profile } from './profile';
export { profilePicture } from './profilePicture';
export { properties } from './properties';
export { registration } from './registration';
export { request } from './request';
export { requests } from './requests';
export { resetPassword } from './resetPassword';
export { roomForm } from './roomForm';
export { rooms } from './rooms';
export { session } from './session';
export { settings } from './settings';
export { visit } from './visit';
