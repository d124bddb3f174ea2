import type { ContentCopy } from './es';

export const en: ContentCopy = {
  frame: {
    updated: (date: string) => `Last updated: ${date}`,
    toc: 'On this page',
    spanishOnly: 'This page is available in Spanish only.',
  },
  pages: {
    tenantsGuide: { eyebrow: 'Guides', title: "Tenants' guide" },
    landlordsGuide: { eyebrow: 'Guides', title: "Landlords' guide" },
    faq: { eyebrow: 'Help', title: 'Frequently asked questions' },
    blog: { eyebrow: 'Blog', title: 'The Convive blog' },
    privacy: { eyebrow: 'Legal', title: 'Privacy policy' },
    terms: { eyebrow: 'Legal', title: 'Terms of use' },
    cookies: { eyebrow: 'Legal', title: 'Cookie policy' },
  },
  about: {
    eyebrow: 'About us · Since 2022',
    documentTitle: 'About us',
    title: 'We make sharing a home easy',
    intro:
      'Convive is the marketplace for shared homes and traditional rentals designed for Spain. We connect students, professionals and families with landlords looking for tenants they can trust.',
    missionVision: 'Mission and vision',
    mission: 'Our mission',
    missionText:
      'For anyone to find an affordable home and a healthy place to live together, with clear information from the first click and no surprises at signing.',
    vision: 'Our vision',
    visionText:
      'To be the go-to way to rent rooms and flats in Spain: a transparent market where landlords and tenants choose each other with confidence.',
    values: 'Our values',
    transparency: 'Transparency',
    transparencyText:
      'Full prices, clear bills and real photos. What you see in the listing is what you find when you open the door.',
    trust: 'Trust',
    trustText:
      'Identified profiles, messages within the platform and advice on spotting scams before you pay anything.',
    living: 'Living together',
    livingText: 'A good home is also good company. We help tenants and landlords choose each other well.',
    fairness: 'Fairness',
    fairnessText:
      'Searching is free for tenants, and the same rules apply to every listing, with no paid placements.',
    impact: 'Our impact',
    impactLead: 'Since 2022 the Convive community has never stopped growing.',
    users: 'users',
    properties: 'properties',
    cities: 'cities',
    team: 'The team',
    teamLead: 'Three people who have shared flats and know how hard it is to find a good one.',
    ireneRole: 'Co-founder and CEO',
    ireneBio:
      'She lived in five shared flats in Madrid and Lisbon before founding Convive. She leads the strategy and makes sure every decision starts with the people looking for a home.',
    danielRole: 'Co-founder and CTO',
    danielBio:
      'A software engineer with ten years of building digital products. He leads the team that makes searching for, applying for and managing a rental fast and reliable.',
    martaRole: 'Head of community and landlords',
    martaBio:
      'She used to manage coliving homes in Valencia. She helps landlords when they list and makes sure living together works after the move.',
    history: 'Our story',
    y2022: 'Convive is born',
    y2022Text: (first: string) =>
      `We started in Madrid with a simple idea: renting a room should be as clear as booking a trip. We listed our first ${first} shared flats.`,
    y2023: 'Barcelona, Valencia and Seville',
    y2023Text:
      'We added coliving spaces with individual rooms, and visit requests with an appointment straight from the listing.',
    y2024: (properties: string) => `Over ${properties} properties`,
    y2024Text:
      'We launched the landlord dashboard, with listings, applications, rooms and appointments in one place, and real-time notifications.',
    y2025: (users: string, cities: string) => `${users} users in over ${cities} cities`,
    y2025Text: (users: string) =>
      `We passed ${users} registered users and opened the platform in English, French and German for everyone coming to Spain to study or work.`,
    ctaTitle: 'Join the community',
    ctaText: 'Find your next home or list yours and meet your future tenants.',
    ctaProperties: 'See properties',
    ctaTeam: 'Talk to the team',
  },
  how: {
    eyebrow: 'How it works',
    documentTitle: 'How it works',
    title: 'Finding a home or a tenant, made simple',
    intro:
      'Convive brings together people looking for a flat or a room and landlords renting whole homes and coliving spaces. Here is how it works for each of them.',
    search: 'Find a place',
    createAccount: 'Create an account',
    tenantsTitle: 'For tenants: search, connect and move in',
    tenantsLead: 'From the first filter to getting the keys, in three steps.',
    tenantsSteps: 'Steps for tenants',
    tenantSearch: 'Search',
    tenantSearchText: 'Explore whole flats and coliving rooms with filters that really matter.',
    tenantSearchPoints: [
      'Filter by city, price, type of home, bedrooms, bathrooms and size.',
      "Compare each home's photos, included services and house rules.",
      'Save what you like to your favourites to look at it calmly later.',
    ],
    tenantConnect: 'Connect',
    tenantConnectText: 'Talk to the landlord directly, with no middlemen and no lost messages.',
    tenantConnectPoints: [
      'Send an enquiry from the page of the flat or the room.',
      'Request a visit from Monday to Friday, between 09:00 and 19:30.',
      'Get a notification as soon as the landlord answers or confirms the appointment.',
    ],
    tenantMove: 'Move in',
    tenantMoveText: 'Once you find your place, sign the rental with all the information at hand.',
    tenantMovePoints: [
      'Follow your applications from your dashboard.',
      'Check the contract, the deposit and the terms before signing.',
      "Arrive at your new home knowing who you'll be living with.",
    ],
    landlordsTitle: 'For landlords: list, manage and rent',
    landlordsLead: 'Your home in front of thousands of people looking for one, with the tools to manage it.',
    landlordsSteps: 'Steps for landlords',
    landlordPublish: 'List',
    landlordPublishText: 'Add your home or your rooms in a few minutes.',
    landlordPublishPoints: [
      'Describe the property, upload photos and tick the services included.',
      'In a coliving home, create each room with its price, size and furnishings.',
      'Publish the listing when it is ready, or keep it as a draft.',
    ],
    landlordManage: 'Manage applications',
    landlordManageText: 'Every enquiry, application and visit arrives neatly in your dashboard.',
    landlordManagePoints: [
      'Accept or decline applications with a message for the applicant.',
      'Confirm or decline proposed visits and leave a message for the person asking.',
      'See how many views and enquiries each listing gets.',
    ],
    landlordRent: 'Rent',
    landlordRentText: 'Choose the right person and keep your occupancy up to date.',
    landlordRentPoints: [
      'Mark rooms as occupied, reserved or under maintenance.',
      'Pause a listing when nothing is free and reactivate it later.',
      'Get alerts about favourites, applications and appointments in real time.',
    ],
    tools: 'Everything in your dashboard',
    favorites: 'Favourites',
    favoritesText: 'Save flats and come back to them from your dashboard, on any device.',
    notifications: 'Notifications',
    notificationsText: 'We let you know when your application gets an answer or a visit is confirmed.',
    dashboard: 'Personal dashboard',
    dashboardText: 'Applications, appointments, listings and profile in one place.',
    questions: 'Common questions',
    costQ: 'How much does Convive cost?',
    costA:
      'Searching, saving favourites, sending enquiries and requesting visits is free for tenants. Listing a property has no sign-up fee either.',
    accountQ: 'Do I need an account to search?',
    accountA:
      'No. You can see every flat and room without signing up. You only need an account to save favourites, request visits and follow your applications.',
    visitQ: 'When can I visit a flat?',
    visitA:
      'Visits are requested for working days, Monday to Friday, between 09:00 and 19:30, from tomorrow up to three months ahead. The landlord confirms or declines the appointment.',
    colivingQ: 'What is coliving?',
    colivingA:
      'A shared home where each person rents their own room and shares the common areas, usually with bills and services included in a single monthly price.',
    moreQuestions: 'Another question? See all the',
    faq: 'frequently asked questions',
    ctaTitle: 'Shall we start?',
    ctaText: 'Find your next home or list yours today. Creating an account is free.',
    ctaProperties: 'See properties',
    ctaRegister: 'Sign up',
  },
};
