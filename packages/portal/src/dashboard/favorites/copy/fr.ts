import { plural } from '@convive/sdk';
import type { FavoritesCopy } from './es';

export const fr: FavoritesCopy = {
  documentTitle: 'Mes favoris · Convive',
  title: 'Mes favoris',
  description: 'Les biens que vous avez enregistrés.',
  saved: (n: number) =>
    plural('fr', n, { one: `Vous avez ${n} bien enregistré.`, other: `Vous avez ${n} biens enregistrés.` }),
  loading: 'Chargement de vos favoris...',
  emptyTitle: "Vous n'avez pas encore de favoris",
  emptyText: "Touchez le cœur d'un bien pour l'enregistrer ici et le retrouver rapidement.",
  explore: 'Parcourir les biens',
  noMatchTitle: 'Aucun bien ne correspond à votre recherche',
  noMatchText: (search: string) => `Aucun favori ne contient « ${search} ».`,
  clearSearch: 'Effacer la recherche',
  searchPlaceholder: 'Titre, ville ou description...',
  searchLabel: 'Rechercher dans mes favoris',
  shown: (visible: number, total: number) => `${visible} sur ${total}`,
  features: 'Caractéristiques',
  bedrooms: (n: number) => plural('fr', n, { one: `${n} chambre`, other: `${n} chambres` }),
  bathrooms: (n: number) => plural('fr', n, { one: `${n} salle de bain`, other: `${n} salles de bain` }),
  details: 'Voir les détails',
};
