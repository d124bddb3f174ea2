/** The profile page (spec 01 §2, spec 02 §2 "Profile"): Spanish is the source. */
export const es = {
  documentTitle: 'Mi perfil · Convive',
  title: 'Mi perfil',
  description: 'Tu información personal y tu foto de perfil.',
  picture: {
    change: 'Cambiar foto de perfil',
    title: 'Foto de perfil',
    hint: 'JPG, PNG, GIF o WEBP de hasta 5 MB. La recortaremos en un cuadrado de 512 × 512 px.',
    processing: 'Procesando...',
    chooseAnother: 'Elegir otra foto',
    changeShort: 'Cambiar foto',
    discardNew: 'Descartar foto nueva',
    remove: 'Quitar foto',
    previewNote: 'Vista previa: la nueva foto se guardará al pulsar «Guardar cambios».',
    removeNote: 'La foto se quitará al pulsar «Guardar cambios».',
    conversionFailure: 'No se pudo procesar la imagen. Prueba con otra.',
  },
  email: 'Email',
  birthDate: 'Fecha de nacimiento',
  birthDatePlaceholder: 'dd/mm/aaaa',
  birthDateHint: 'Día/mes/año, por ejemplo 24/05/1995.',
  bio: 'Biografía',
  bioPlaceholder: 'Cuéntanos algo sobre ti: a qué te dedicas, tus aficiones, cómo convives...',
  bioCount: (count: number, max: number) => `${count}/${max} caracteres`,
  cancel: 'Cancelar',
  save: 'Guardar cambios',
};

export type ProfileCopy = typeof es;
