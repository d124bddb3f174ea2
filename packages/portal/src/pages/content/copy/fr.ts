import type { ContentCopy } from './es';

export const fr: ContentCopy = {
  frame: {
    updated: (date: string) => `Dernière mise à jour : ${date}`,
    toc: 'Sur cette page',
    spanishOnly: 'Cette page n’est disponible qu’en espagnol.',
  },
  pages: {
    tenantsGuide: { eyebrow: 'Guides', title: 'Guide du locataire' },
    landlordsGuide: { eyebrow: 'Guides', title: 'Guide du propriétaire' },
    faq: {
      eyebrow: 'Aide',
      title: 'Questions fréquentes',
      intro:
        'Des réponses rapides pour chercher, publier et gérer votre compte sur Convive. Sélectionnez une question pour voir la réponse.',
      topics: 'Thèmes des questions',
      groups: {
        inquilinos: 'Pour les locataires',
        propietarios: 'Pour les propriétaires',
        cuenta: 'Compte et sécurité',
      },
      ctaTitle: 'Vous ne trouvez pas votre réponse ?',
      ctaText: 'Écrivez-nous : l’équipe vous répondra sous 24 à 48 heures ouvrées.',
      ctaContact: 'Nous contacter',
      ctaGuide: 'Guide du locataire',
    },
    blog: {
      eyebrow: 'Blog',
      title: 'Le blog de Convive',
      intro:
        'Conseils pratiques, actualité juridique et expériences sur la location, la colocation et la gestion de logements en Espagne.',
      latest: 'Derniers articles',
      readArticle: 'Lire l’article',
      minutes: (n: number) => `${n} min de lecture`,
      backToArticles: 'Retour aux articles',
      categories: {
        legal: 'Juridique',
        tenants: 'Locataires',
        landlords: 'Propriétaires',
        paperwork: 'Démarches',
        safety: 'Sécurité',
      },
      ctaTitle: 'Vous voulez en savoir plus ?',
      ctaText: 'Nos guides réunissent l’essentiel pour louer et pour publier en toute sérénité.',
      tenantsGuide: 'Guide du locataire',
      landlordsGuide: 'Guide du propriétaire',
    },
    privacy: { eyebrow: 'Mentions légales', title: 'Politique de confidentialité' },
    terms: { eyebrow: 'Mentions légales', title: 'Conditions d’utilisation' },
    cookies: { eyebrow: 'Mentions légales', title: 'Politique en matière de cookies' },
  },
  about: {
    eyebrow: 'À propos · Depuis 2022',
    documentTitle: 'À propos',
    title: 'Nous rendons la colocation facile',
    intro:
      'Convive est la place de marché du logement partagé et de la location classique pensée pour l’Espagne. Nous mettons en relation étudiants, professionnels et familles avec des propriétaires qui cherchent des locataires de confiance.',
    missionVision: 'Mission et vision',
    mission: 'Notre mission',
    missionText:
      'Que chacun trouve un logement abordable et une vie commune sereine, avec des informations claires dès le premier clic et sans surprise à la signature.',
    vision: 'Notre vision',
    visionText:
      'Devenir la référence pour louer chambres et appartements en Espagne : un marché transparent où propriétaires et locataires se choisissent en confiance.',
    values: 'Nos valeurs',
    transparency: 'Transparence',
    transparencyText:
      'Des prix complets, des charges claires et de vraies photos. Ce que vous voyez dans l’annonce, vous le trouvez en ouvrant la porte.',
    trust: 'Confiance',
    trustText:
      'Des profils identifiés, des échanges sur la plateforme et des conseils pour repérer les arnaques avant de payer quoi que ce soit.',
    living: 'Vivre ensemble',
    livingText:
      'Un bon logement, c’est aussi une bonne compagnie. Nous aidons locataires et propriétaires à bien se choisir.',
    fairness: 'Équité',
    fairnessText:
      'La recherche est gratuite pour les locataires et les mêmes règles valent pour toutes les annonces, sans positions achetées.',
    impact: 'Notre impact',
    impactLead: 'Depuis 2022, la communauté Convive n’a cessé de grandir.',
    users: 'utilisateurs',
    properties: 'logements',
    cities: 'villes',
    team: 'L’équipe',
    teamLead:
      'Trois personnes qui ont vécu en colocation et savent combien il est difficile d’en trouver une bonne.',
    ireneRole: 'Cofondatrice et directrice générale',
    ireneBio:
      'Elle a vécu dans cinq colocations à Madrid et à Lisbonne avant de fonder Convive. Elle pilote la stratégie et veille à ce que chaque décision parte des personnes qui cherchent un logement.',
    danielRole: 'Cofondateur et directeur technique',
    danielBio:
      'Ingénieur logiciel avec dix ans d’expérience dans les produits numériques. Il dirige l’équipe qui rend la recherche, la demande et la gestion d’une location rapides et fiables.',
    martaRole: 'Responsable communauté et propriétaires',
    martaBio:
      'Elle gérait auparavant des logements en coliving à Valence. Elle accompagne les propriétaires lors de la publication et veille à ce que la vie commune fonctionne après l’emménagement.',
    history: 'Notre histoire',
    y2022: 'Naissance de Convive',
    y2022Text: (first: string) =>
      `Nous avons commencé à Madrid avec une idée simple : louer une chambre devrait être aussi clair que réserver un voyage. Nous avons publié nos ${first} premières colocations.`,
    y2023: 'Barcelone, Valence et Séville',
    y2023Text:
      'Nous avons ajouté les espaces de coliving avec chambres individuelles et les demandes de visite avec rendez-vous directement depuis l’annonce.',
    y2024: (properties: string) => `Plus de ${properties} logements`,
    y2024Text:
      'Nous avons lancé le tableau de bord des propriétaires, avec annonces, demandes, chambres et rendez-vous au même endroit, et les notifications en temps réel.',
    y2025: (users: string, cities: string) => `${users} utilisateurs dans plus de ${cities} villes`,
    y2025Text: (users: string) =>
      `Nous avons dépassé ${users} utilisateurs inscrits et ouvert la plateforme en anglais, en français et en allemand pour celles et ceux qui viennent en Espagne pour étudier ou travailler.`,
    ctaTitle: 'Rejoignez la communauté',
    ctaText: 'Trouvez votre prochain logement ou publiez le vôtre et rencontrez vos futurs locataires.',
    ctaProperties: 'Voir les logements',
    ctaTeam: 'Parler à l’équipe',
  },
  how: {
    eyebrow: 'Comment ça marche',
    documentTitle: 'Comment ça marche',
    title: 'Trouver un logement ou un locataire, sans complications',
    intro:
      'Convive réunit les personnes qui cherchent un appartement ou une chambre et les propriétaires qui louent des logements entiers et des espaces de coliving. Voici comment cela fonctionne pour chacun.',
    search: 'Trouver un logement',
    createAccount: 'Créer un compte',
    tenantsTitle: 'Pour les locataires : cherchez, échangez, emménagez',
    tenantsLead: 'Du premier filtre à la remise des clés, en trois étapes.',
    tenantsSteps: 'Étapes pour les locataires',
    tenantSearch: 'Cherchez',
    tenantSearchText:
      'Explorez des appartements entiers et des chambres en coliving avec des filtres qui comptent vraiment.',
    tenantSearchPoints: [
      'Filtrez par ville, prix, type de logement, chambres, salles de bains et surface.',
      'Comparez les photos, les services inclus et les règles de vie de chaque logement.',
      'Ajoutez à vos favoris ce qui vous plaît pour y revenir tranquillement.',
    ],
    tenantConnect: 'Échangez',
    tenantConnectText: 'Parlez directement au propriétaire, sans intermédiaire ni message perdu.',
    tenantConnectPoints: [
      'Envoyez une demande depuis la fiche de l’appartement ou de la chambre.',
      'Demandez une visite du lundi au vendredi, entre 09:00 et 19:30.',
      'Recevez une notification dès que le propriétaire répond ou confirme le rendez-vous.',
    ],
    tenantMove: 'Emménagez',
    tenantMoveText:
      'Une fois votre place trouvée, concluez la location avec toutes les informations en main.',
    tenantMovePoints: [
      'Suivez vos demandes depuis votre tableau de bord.',
      'Vérifiez le contrat, la caution et les conditions avant de signer.',
      'Arrivez dans votre nouveau logement en sachant avec qui vous allez vivre.',
    ],
    landlordsTitle: 'Pour les propriétaires : publiez, gérez et louez',
    landlordsLead:
      'Votre logement visible par des milliers de personnes qui cherchent un toit, avec les outils pour le gérer.',
    landlordsSteps: 'Étapes pour les propriétaires',
    landlordPublish: 'Publiez',
    landlordPublishText: 'Ajoutez votre logement ou vos chambres en quelques minutes.',
    landlordPublishPoints: [
      'Décrivez le bien, ajoutez des photos et cochez les services inclus.',
      'En coliving, créez chaque chambre avec son prix, sa surface et ses équipements.',
      'Publiez l’annonce quand elle est prête, ou gardez-la en brouillon.',
    ],
    landlordManage: 'Gérez les demandes',
    landlordManageText:
      'Toutes les questions, demandes et visites arrivent classées dans votre tableau de bord.',
    landlordManagePoints: [
      'Acceptez ou refusez les demandes avec un message pour la personne intéressée.',
      'Confirmez ou refusez les visites proposées et laissez un message à la personne intéressée.',
      'Voyez combien de vues et de questions reçoit chaque annonce.',
    ],
    landlordRent: 'Louez',
    landlordRentText: 'Choisissez la bonne personne et tenez votre taux d’occupation à jour.',
    landlordRentPoints: [
      'Indiquez les chambres occupées, réservées ou en maintenance.',
      'Mettez une annonce en pause quand rien n’est libre, puis réactivez-la.',
      'Recevez en temps réel les alertes de favoris, de demandes et de rendez-vous.',
    ],
    tools: 'Tout dans votre tableau de bord',
    favorites: 'Favoris',
    favoritesText:
      'Enregistrez des logements et retrouvez-les depuis votre tableau de bord, sur tous vos appareils.',
    notifications: 'Notifications',
    notificationsText:
      'Nous vous prévenons quand votre demande reçoit une réponse ou qu’une visite est confirmée.',
    dashboard: 'Tableau de bord personnel',
    dashboardText: 'Demandes, rendez-vous, annonces et profil au même endroit.',
    questions: 'Questions courantes',
    costQ: 'Combien coûte Convive ?',
    costA:
      'Chercher, enregistrer des favoris, envoyer des questions et demander des visites est gratuit pour les locataires. Publier un logement n’a pas non plus de frais d’inscription.',
    accountQ: 'Faut-il un compte pour chercher ?',
    accountA:
      'Non. Vous pouvez voir tous les appartements et chambres sans vous inscrire. Le compte sert uniquement à enregistrer des favoris, demander des visites et suivre vos demandes.',
    visitQ: 'Quand puis-je visiter un appartement ?',
    visitA:
      'Les visites se demandent pour les jours ouvrés, du lundi au vendredi, entre 09:00 et 19:30, de demain à trois mois. Le propriétaire confirme ou refuse le rendez-vous.',
    colivingQ: 'Qu’est-ce que le coliving ?',
    colivingA:
      'Un logement partagé où chacun loue sa chambre et partage les espaces communs, généralement avec charges et services inclus dans un loyer mensuel unique.',
    moreQuestions: 'Une autre question ? Consultez toutes les',
    faq: 'questions fréquentes',
    ctaTitle: 'On commence ?',
    ctaText:
      'Trouvez votre prochain logement ou publiez le vôtre dès aujourd’hui. Créer un compte est gratuit.',
    ctaProperties: 'Voir les logements',
    ctaRegister: 'M’inscrire',
  },
};
