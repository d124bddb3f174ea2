/**
 * The Spanish source of the portal's screen texts: every module of this directory in one catalog, the
 * shape the English, French and German catalogs (./en, ./fr, ./de) must have. For the tests and the
 * types only: the screens import their own modules (../screenMessages).
 */
import { applications } from './applications';
import { appointments } from './appointments';
import { common } from './common';
import { contact } from './contact';
import { dashboard } from './dashboard';
import { enquiry } from './enquiry';
import { favorites } from './favorites';
import { forgotPassword } from './forgotPassword';
import { google } from './google';
import { images } from './images';
import { landlordApplications } from './landlordApplications';
import { listingForm } from './listingForm';
import { listings } from './listings';
import { login } from './login';
import { myProperties } from './myProperties';
import { myRooms } from './myRooms';
import { password } from './password';
import { phone } from './phone';
import { profile } from './profile';
import { profilePicture } from './profilePicture';
import { properties } from './properties';
import { registration } from './registration';
import { request } from './request';
import { requests } from './requests';
import { resetPassword } from './resetPassword';
import { roomForm } from './roomForm';
import { rooms } from './rooms';
import { session } from './session';
import { settings } from './settings';
import { visit } from './visit';

export const es = {
  applications,
  appointments,
  common,
  contact,
  dashboard,
  enquiry,
  favorites,
  forgotPassword,
  google,
  images,
  landlordApplications,
  listingForm,
  listings,
  login,
  myProperties,
  myRooms,
  password,
  phone,
  profile,
  profilePicture,
  properties,
  registration,
  request,
  requests,
  resetPassword,
  roomForm,
  rooms,
  session,
  settings,
  visit,
};

/** The shape of every language's screen texts. */
export type MessagesCopy = typeof es;
