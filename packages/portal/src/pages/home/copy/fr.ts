import { plural } from '@convive/sdk';
import type { HomeCopy } from './es';

export const fr: HomeCopy = {
  documentTitle: 'Convive · Appartements et chambres en coliving',
  eyebrow: 'Coliving et location classique',
  title: 'Trouvez le logement partagé idéal',
  lead: 'Appartements, maisons et chambres en colocation partout en Espagne, avec des propriétaires vérifiés et des visites en quelques clics.',
  featured: {
    title: 'Logements à la une',
    lead: 'Une sélection de logements disponibles dès maintenant.',
    loading: 'Chargement des logements...',
    failure: 'Les logements n’ont pas pu être chargés',
    emptyTitle: 'Aucun logement disponible pour le moment',
    emptyText: 'Revenez bientôt : de nouveaux logements sont publiés chaque semaine.',
    all: 'Voir tous les logements',
  },
  publish: 'Publier un logement',
  heroFallback: 'Vous avez un logement libre ? Publiez-le et trouvez des locataires.',
  how: {
    title: 'Comment ça marche',
    lead: 'Trois étapes entre votre recherche et votre nouveau chez-vous.',
    step: (n: number) => `Étape ${n} : `,
    search: 'Cherchez',
    searchText: 'Filtrez par ville, prix, type de logement et équipements jusqu’à trouver votre place.',
    connect: 'Échangez',
    connectText:
      'Écrivez au propriétaire, posez vos questions et demandez une visite à l’horaire qui vous convient.',
    move: 'Emménagez',
    moveText:
      'Concluez l’accord et installez-vous dans votre nouveau logement, en toute clarté dès le départ.',
  },
  reviews: {
    title: 'Ce que disent nos utilisateurs',
    average: (rating: string) => `Note moyenne : ${rating} sur 5`,
    rating: (n: number) => `Note : ${n} sur 5`,
    count: (n: number) => plural('fr', n, { one: `${n} avis`, other: `${n} avis` }),
    laura: {
      role: 'Étudiante à Madrid',
      text: 'J’ai trouvé une chambre à dix minutes de l’université en une semaine. Tout était clair, sans mauvaise surprise.',
    },
    daniel: {
      role: 'Ingénieur à Barcelone',
      text: 'Filtrer par coliving m’a fait gagner un temps fou. Je partage maintenant un appartement avec des gens avec qui je m’entends bien.',
    },
    anaPablo: {
      role: 'Propriétaires à Valence',
      text: 'Nous avons publié notre appartement et, en quelques jours, nous avions des locataires intéressés et des visites organisées.',
    },
  },
  figures: {
    label: 'Convive en chiffres',
    users: (n: string) => `Plus de ${n}`,
    usersText: 'utilisateurs satisfaits',
    fasterValue: '+50 %',
    faster: 'plus rapide',
    rented: 'logements loués',
  },
  cta: {
    title: 'Vous cherchez un logement ou vous en avez un à louer ?',
    text: 'Trouvez votre prochain logement parmi des centaines d’annonces, ou publiez votre bien et touchez des locataires qui cherchent exactement ce que vous proposez.',
    search: 'Trouver un logement',
  },
};
