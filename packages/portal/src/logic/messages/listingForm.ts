import { screenMessages } from '../screenMessages';

/** Listing form validation (spec 02 §5); the required-field texts are ours (the spec gives none). */
export const listingForm = {
  propertyRequired: 'Debes seleccionar una propiedad',
  propertyNotFound: (id: number | string) => `Propiedad con ID ${id} no encontrada`,
  titleRequired: 'El título es obligatorio',
  descriptionRequired: 'La descripción es obligatoria',
  availableFromRequired: 'La fecha de disponibilidad es obligatoria',
  rentTermsRequired: 'Los términos de alquiler son obligatorios',
  minStayInvalid: 'La estancia mínima debe ser de al menos 1 mes',
  depositRequired: 'La fianza es obligatoria',
  depositInvalid: 'La fianza debe ser un número mayor o igual que 0',
};

/** The texts above in the chosen language (../screenMessages). */
export const listingFormMessages = /* @__PURE__ */ screenMessages('listingForm', listingForm);
