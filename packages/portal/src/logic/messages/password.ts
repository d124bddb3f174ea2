/** Password rules (spec 02 §5 and the server's strength rules). */
export const password = {
  mismatch: 'Las contraseñas no coinciden.',
  tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
  numeric: 'La contraseña no puede ser completamente numérica.',
  similar: 'La contraseña se parece demasiado a tus datos personales.',
  common: 'Esta contraseña es demasiado común.',
  repeated: 'La contraseña no puede ser un mismo carácter repetido.',
  blank: 'La contraseña no puede estar formada solo por espacios.',
} as const;
