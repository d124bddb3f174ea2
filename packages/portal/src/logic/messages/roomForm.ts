import { screenMessages } from '../screenMessages';

/** Room form validation, in the order it is checked (spec 02 §5): the texts of ../forms/room's validateRoomForm. */
export const roomForm = {
  propertyRequired: 'Por favor selecciona una propiedad',
  roomNumberRequired: 'Por favor ingresa el número de habitación',
  titleRequired: 'Por favor ingresa el título de la habitación',
  priceInvalid: 'Por favor ingresa un precio válido',
  sizeInvalid: 'Por favor ingresa un tamaño válido',
};

/** The texts above in the chosen language (../screenMessages). */
export const roomFormMessages = /* @__PURE__ */ screenMessages('roomForm', roomForm);
