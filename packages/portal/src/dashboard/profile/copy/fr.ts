import type { ProfileCopy } from './es';

export const fr: ProfileCopy = {
  documentTitle: 'Mon profil · Convive',
  title: 'Mon profil',
  description: 'Vos informations personnelles et votre photo de profil.',
  picture: {
    change: 'Changer la photo de profil',
    title: 'Photo de profil',
    hint: 'JPG, PNG, GIF ou WEBP jusqu’à 5 Mo. Nous la recadrerons en un carré de 512 × 512 px.',
    processing: 'Traitement...',
    chooseAnother: 'Choisir une autre photo',
    changeShort: 'Changer la photo',
    discardNew: 'Annuler la nouvelle photo',
    remove: 'Retirer la photo',
    previewNote: 'Aperçu : la nouvelle photo sera enregistrée lorsque vous cliquerez sur « Enregistrer ».',
    removeNote: 'La photo sera retirée lorsque vous cliquerez sur « Enregistrer ».',
    conversionFailure: 'Impossible de traiter l’image. Essayez-en une autre.',
  },
  email: 'E-mail',
  birthDate: 'Date de naissance',
  birthDatePlaceholder: 'jj/mm/aaaa',
  birthDateHint: 'Jour/mois/année, par exemple 24/05/1995.',
  bio: 'Biographie',
  bioPlaceholder:
    'Parlez-nous un peu de vous : votre métier, vos loisirs, votre façon de vivre en colocation...',
  bioCount: (count: number, max: number) => `${count}/${max} caractères`,
  cancel: 'Annuler',
  save: 'Enregistrer',
};
