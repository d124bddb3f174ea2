/**
 * Who may do what, said to the user: the sign-in offer of a visitor's favourite and enquiry, and the
 * notes that tell a landlord why tenant actions are not theirs (and the reverse).
 */
export const es = {
  favorite: {
    title: 'Inicia sesión para guardar favoritos',
    text: 'Guarda las propiedades que te interesan y encuéntralas en tu panel. En cuanto entres, añadiremos esta a tus favoritos.',
  },
  signIn: 'Inicia sesión',
  register: 'Crea una cuenta',
  /** Follows the enquiry form's signed-out note: '[Inicia sesión] o [crea una cuenta]: …'. */
  enquiry: {
    signIn: 'Inicia sesión',
    or: ' o ',
    register: 'crea una cuenta',
    kept: ': lo que has escrito seguirá aquí cuando vuelvas.',
  },
  landlordListing: 'Para solicitar visitas o contactar con otros propietarios, usa una cuenta de inquilino.',
  tenantOnly: {
    title: 'Esta sección es solo para inquilinos',
    text: 'Con tu cuenta de propietario, gestiona tus anuncios y las solicitudes que recibes desde el panel.',
  },
  landlordOnly: {
    title: 'Esta sección es solo para propietarios',
    text: 'Para publicar y gestionar viviendas, usa una cuenta de propietario.',
  },
};

export type AccessCopy = typeof es;
