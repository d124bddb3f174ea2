import { plural } from '@convive/sdk';
import type { CatalogOf } from '../../i18n/types';
import type { es } from './es';

/** The availability calendar's French copy. */
export const fr: CatalogOf<typeof es> = {
  title: 'Disponibilités',
  unit: 'Chambre',
  wholeHome: (title: string) => `${title} (logement entier)`,
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  legend: 'Légende',
  free: 'Libre',
  taken: 'Occupé',
  blocked: 'Bloqué',
  before: 'Pas encore disponible',
  outside: 'Hors du calendrier',
  nextFree: (date: string) => `Disponible à partir du ${date}`,
  noneFree: (months: number) =>
    plural('fr', months, {
      one: 'Aucun jour libre le mois prochain.',
      other: `Aucun jour libre dans les ${months} prochains mois.`,
    }),
  allFree: 'Libre sur toute la période : aucune date occupée ni bloquée.',
  noUnits: 'Cette annonce n’a pas de calendrier de disponibilités.',
  loadError: 'Impossible de charger les disponibilités.',
  chooseMoveIn: 'Choisissez le jour d’arrivée.',
  chooseMoveOut: (moveIn: string, months: number) =>
    `Arrivée le ${moveIn}. Choisissez le jour de départ (séjour minimum de ${months} mois).`,
  selected: (moveIn: string, moveOut: string) => `Du ${moveIn} au ${moveOut}.`,
  moveInMark: 'arrivée',
  moveOutMark: 'départ',
  tooShort: (months: number) => `Le séjour minimum est de ${months} mois.`,
  tooLong: (months: number) => `Le séjour maximum est de ${months} mois.`,
  notFree: 'Cette période comprend des jours non disponibles.',
  clear: 'Effacer la sélection',
};
