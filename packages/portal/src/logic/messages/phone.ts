/** Phone input (spec 01 §5). */
export const phone = {
  tooLong: 'El número de teléfono no puede tener más de 15 dígitos.',
  invalid: 'Introduce un número de teléfono válido.',
};
