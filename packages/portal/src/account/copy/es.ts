/** The account fields' texts (e-mail, names, phone, password and its checklist, Google sign-in). */
export const es = {
  fields: {
    email: 'Email',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phone: 'Teléfono',
    phoneOptional: 'Teléfono (opcional)',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  checklist: {
    label: 'Requisitos de la contraseña',
    met: ' (cumplido)',
    pending: ' (pendiente)',
    length: (n: number) => `Al menos ${n} caracteres`,
    notNumeric: 'No solo números',
    notRepeated: 'No un mismo carácter repetido',
    notSimilar: 'Que no se parezca a tu nombre ni a tu correo',
    notCommon: 'Que no sea una contraseña común',
  },
  country: {
    none: 'Sin país',
    button: (name: string) => `País del teléfono: ${name}`,
    search: 'Buscar país',
    searchPlaceholder: 'Buscar país o prefijo...',
    list: 'Países',
    empty: 'No hay países que coincidan',
  },
  google: {
    or: 'o',
    continue: 'Continuar con Google',
    fallback: 'Si no se abre la ventana de Google, usa este botón:',
  },
};

export type AccountCopy = typeof es;
