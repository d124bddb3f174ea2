import { plural } from '@convive/sdk';
import type { RoomsCopy } from './es';

export const fr: RoomsCopy = {
  list: {
    title: 'Gestion des chambres',
    description: 'Gérez les chambres de vos biens en coliving.',
    newRoom: 'Nouvelle chambre',
    loading: 'Chargement de vos chambres...',
    noPropertiesTitle: 'Vous n’avez aucun bien',
    createProperty: 'Créer un bien',
    emptyTitle: 'Vous n’avez aucune chambre',
    emptyText: 'Créez votre première chambre pour louer vos biens en coliving chambre par chambre.',
    searchPlaceholder: 'Titre, bien ou numéro...',
    searchLabel: 'Rechercher des chambres',
    property: 'Bien',
    allProperties: 'Tous les biens',
    status: 'Statut',
    allStatuses: 'Tous',
    count: (n: number) => plural('fr', n, { one: `${n} chambre`, other: `${n} chambres` }),
    filteredCount: (shown: number, total: number) =>
      plural('fr', total, { one: `${shown} sur ${total} chambre`, other: `${shown} sur ${total} chambres` }),
    noMatchesTitle: 'Aucune chambre trouvée',
    noMatchesText: 'Aucune chambre ne correspond à votre recherche ou à vos filtres.',
    clearFilters: 'Effacer les filtres',
    deleteTitle: (title: string) => `Supprimer « ${title} »`,
    deleteFallbackTitle: 'Supprimer la chambre',
    deleteConfirm: 'Voulez-vous vraiment supprimer cette chambre ? Cette action est irréversible.',
    delete: 'Supprimer',
  },
  card: {
    place: (property: string, number: string) => `${property} · Chambre ${number}`,
    noDescription: 'Aucune description disponible',
    features: 'Équipements',
    changeStatus: 'Changer le statut',
  },
  features: {
    has_private_bathroom: 'Salle de bains privée',
    has_balcony: 'Balcon',
    has_desk: 'Bureau',
    has_wardrobe: 'Armoire',
    is_furnished: 'Meublée',
    has_window: 'Fenêtre sur l’extérieur',
  },
  form: {
    newTitle: 'Nouvelle chambre',
    editTitle: 'Modifier la chambre',
    newDescription: 'Ajoutez une chambre à l’un de vos biens en coliving.',
    editDescription: 'Mettez à jour les informations, le statut et les images de la chambre.',
    loading: 'Chargement des données de la chambre...',
    createPropertyFirst: 'Créez d’abord un bien.',
    back: 'Retour',
    backToList: 'Retour à mes chambres',
    retry: 'Réessayer',
    saving: 'Enregistrement de la chambre...',
    uploading: 'Envoi des images...',
    uploadFailed:
      'La chambre a été enregistrée, mais les nouvelles images n’ont pas été envoyées. Réessayez ou retirez-les.',
    create: 'Créer la chambre',
    save: 'Enregistrer les modifications',
    sections: {
      basic: 'Informations sur la chambre',
      details: 'Prix et disponibilité',
      features: 'Équipements',
      images: 'Images',
    },
    featuresLegend: 'Équipements de la chambre',
    fields: {
      property: 'Bien',
      chooseProperty: 'Choisissez un bien',
      roomNumber: 'Numéro de chambre',
      roomNumberPlaceholder: 'Ex. : A1',
      title: 'Titre',
      titlePlaceholder: 'Ex. : Chambre côté rue',
      description: 'Description',
      price: 'Loyer mensuel (€/mois)',
      size: 'Surface (m²)',
      floor: 'Étage',
      availableFrom: 'Disponible à partir du',
      status: 'Statut',
      deposit: 'Caution (€)',
      minStay: 'Séjour minimum (mois)',
      maxStay: 'Séjour maximum (mois)',
      maxStayHint: 'Laissez vide s’il n’y a pas de maximum.',
    },
    imagesOnSave: 'Les nouvelles images seront envoyées à l’enregistrement des modifications.',
    imagesAfterCreate: 'Les images seront envoyées après la création de la chambre.',
    imagesHint: (limit: number, more: boolean) =>
      `Formats : JPG, PNG, WebP. 10 Mo maximum par image. Jusqu’à ${limit} ${plural('fr', limit, { one: 'image', other: 'images' })}${more ? plural('fr', limit, { one: ' supplémentaire', other: ' supplémentaires' }) : ''}.`,
  },
  validation: {
    availableFromRequired: 'Veuillez choisir la date de disponibilité',
    floorInvalid: 'Veuillez saisir un étage valide',
    maxStayInvalid: 'Le séjour maximum doit être d’au moins 1 mois',
    maxBelowMin: 'Le séjour maximum ne peut pas être inférieur au séjour minimum.',
    depositInvalid: 'La caution ne peut pas être négative',
    roomsFull: (bedrooms: number) =>
      bedrooms === 0
        ? 'Ce bien n’a aucune chambre à coucher. Indiquez-en le nombre dans le bien avant d’ajouter des chambres.'
        : bedrooms === 1
          ? 'Ce bien a 1 chambre à coucher et elle a déjà sa chambre. Pour en ajouter une autre, augmentez d’abord le nombre de chambres à coucher du bien.'
          : `Ce bien a ${bedrooms} chambres à coucher et déjà une chambre pour chacune. Pour en ajouter une autre, augmentez d’abord le nombre de chambres à coucher du bien.`,
  },
};
