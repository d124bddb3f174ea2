import {
  LANGUAGES,
  type Language,
  PAGE_NAMES,
  PAGES,
  type PageSpec,
  priceText,
  type SitemapPageName,
  sizeText,
} from '@convive/sdk';
import { PROPERTY_TYPE_NAMES } from './propertyTypes';
import { INTL_LOCALES } from './translate';

/**
 * The texts of the server-rendered <head> (pageHead.ts) in the portal's four languages, so that a link
 * preview or a crawler reading `?lang=en` gets the page in English before any script runs. The titles
 * are the portal's own (its `documentTitle`s and '{title} · Convive'), so the browser's title does not
 * change when the SPA takes over; the descriptions say what the portal's leads say. `en`, `fr` and
 * `de` are typed by `es`: a text missing in one language fails to compile rather than falling back.
 * What a landlord wrote (a listing's title and description) is never translated: only the texts the
 * server makes up around it are.
 */

/** The page head's languages, in the order of the hreflang alternates (Spanish, the default, first). */
export const HEAD_LOCALES = LANGUAGES;
export type HeadLocale = Language;

const SITE = 'Convive';

/** es-ES leaves four-digit numbers ungrouped by default ("1200"): grouping forced ("1.200"). */
const EUROS_ES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2, useGrouping: 'always' });

/**
 * A monthly price in a language other than Spanish, as the portal writes it ('€1,760/month',
 * '1 760 €/mois', '1.760 €/Monat'). Spanish keeps its own form ('1.200 €/mes', grouped from four digits,
 * a plain space), which the heads have always had: sdk's priceText would print '1200 €/mes' with a
 * no-break space.
 */
const priceIn = (locale: Exclude<HeadLocale, 'es'>) => (amount: number) =>
  priceText(amount, INTL_LOCALES[locale]);

/** A static page's head. */
interface PageText {
  title: string;
  description: string;
}

const es = {
  /**
   * The static public pages (the page table's sitemap pages, seo.ts PUBLIC_PAGES), by name, each
   * page's title and description: one missing or one too many does not compile.
   */
  pages: {
    home: {
      title: 'Convive · Pisos y habitaciones en coliving',
      description:
        'Pisos, casas y habitaciones en viviendas compartidas de toda España, con propietarios verificados y visitas en pocos clics.',
    },
    properties: {
      title: 'Propiedades en alquiler · Convive',
      description: 'Pisos, casas y espacios coliving disponibles para alquilar.',
    },
    rooms: {
      title: 'Habitaciones · Convive',
      description: 'Habitaciones individuales en viviendas compartidas, con su precio, tamaño y comodidades.',
    },
    howItWorks: {
      title: 'Cómo funciona · Convive',
      description:
        'Convive une a personas que buscan piso o habitación con propietarios que alquilan viviendas completas y espacios de coliving. Así funciona para cada uno.',
    },
    aboutUs: {
      title: 'Sobre nosotros · Convive',
      description:
        'Convive es el marketplace de vivienda compartida y alquiler tradicional pensado para España. Conectamos a estudiantes, profesionales y familias con propietarios que buscan inquilinos de confianza.',
    },
    contact: {
      title: 'Contacto · Convive',
      description:
        'Escribe al equipo de Convive: dudas sobre un alquiler, tu cuenta o cómo publicar tu vivienda.',
    },
    tenantsGuide: {
      title: 'Guía para inquilinos · Convive',
      description: 'Cómo buscar, visitar y alquilar un piso o una habitación con Convive.',
    },
    landlordsGuide: {
      title: 'Guía para propietarios · Convive',
      description:
        'Cómo publicar tu vivienda o tus habitaciones en Convive y encontrar inquilinos de confianza.',
    },
    faq: {
      title: 'Preguntas frecuentes · Convive',
      description: 'Respuestas a las dudas más habituales de inquilinos y propietarios en Convive.',
    },
    blog: {
      title: 'Blog de Convive · Convive',
      description: 'Ideas y consejos sobre vivienda compartida, coliving y alquiler en España.',
    },
    privacy: {
      title: 'Política de privacidad · Convive',
      description: 'Cómo trata Convive tus datos personales.',
    },
    terms: { title: 'Condiciones de uso · Convive', description: 'Las condiciones de uso de Convive.' },
    cookies: {
      title: 'Política de cookies · Convive',
      description: 'Qué cookies usa Convive y para qué.',
    },
    login: { title: 'Iniciar sesión · Convive', description: 'Entra en tu cuenta de Convive.' },
    register: {
      title: 'Crear cuenta · Convive',
      description: 'Crea tu cuenta de Convive para buscar casa o publicar tu vivienda.',
    },
  } satisfies Record<SitemapPageName, PageText>,
  /** The title of a search in a city (the portal's `titleIn`). */
  propertiesIn: (city: string) => `Propiedades en ${city} · ${SITE}`,
  /** The property types' names as a listing's title says them. */
  propertyTypes: PROPERTY_TYPE_NAMES,
  /** The name of a type the list above does not have (an older or imported listing). */
  otherType: 'Vivienda',
  deposit: 'Fianza',
  /** A monthly rent. */
  price: (amount: number) => `${EUROS_ES.format(amount)} €/mes`,
  /** A coliving property's rent per room: the cheapest room's. */
  fromPrice: (price: string) => `desde ${price}`,
  /** A listing's title: a property's type or a room's name, its city and its rent. */
  listingTitle: (name: string, city: string, price: string) => `${name} en ${city} · ${price} · ${SITE}`,
  /** A room's name when its landlord gave it no title. */
  roomName: (number: string) => `Habitación ${number}`,
  /** A property's description when its landlord wrote none. */
  propertyDescription: (typeName: string, size: number, bedrooms: number, city: string) =>
    `${typeName} de ${size} m² con ${bedrooms} dormitorios en ${city}.`,
  /** A room's description when its landlord wrote none; `place` is '' or 'neighbourhood, city'. */
  roomDescription: (size: number, propertyTitle: string, place: string) =>
    `Habitación de ${size} m² en ${propertyTitle}${place ? `, ${place}` : ''}.`,
  /** The JSON-LD breadcrumbs' first two steps (the portal's breadcrumb says the same). */
  breadcrumbs: { home: 'Inicio', properties: 'Propiedades' },
};

/** Every text of a page head, in one language. */
export type HeadTexts = typeof es;
/** The static public pages that have a head of their own, by name. */
export type StaticPage = keyof HeadTexts['pages'];

const en: HeadTexts = {
  pages: {
    home: {
      title: 'Convive · Flats and coliving rooms',
      description:
        'Flats, houses and rooms in shared homes all over Spain, with verified landlords and visits booked in a few clicks.',
    },
    properties: {
      title: 'Properties to rent · Convive',
      description: 'Flats, houses and coliving spaces available to rent.',
    },
    rooms: {
      title: 'Rooms · Convive',
      description: 'Single rooms in shared homes, with their price, size and amenities.',
    },
    howItWorks: {
      title: 'How it works · Convive',
      description:
        'Convive brings together people looking for a flat or a room and landlords renting whole homes and coliving spaces. Here is how it works for each of them.',
    },
    aboutUs: {
      title: 'About us · Convive',
      description:
        'Convive is the marketplace for shared homes and traditional rentals designed for Spain. We connect students, professionals and families with landlords looking for tenants they can trust.',
    },
    contact: {
      title: 'Contact · Convive',
      description:
        'Write to the Convive team: questions about a rental, your account or how to list your home.',
    },
    tenantsGuide: {
      title: "Tenants' guide · Convive",
      description: 'How to search for, view and rent a flat or a room with Convive.',
    },
    landlordsGuide: {
      title: "Landlords' guide · Convive",
      description: 'How to list your home or your rooms on Convive and find tenants you can trust.',
    },
    faq: {
      title: 'Frequently asked questions · Convive',
      description: 'Answers to the most common questions from tenants and landlords on Convive.',
    },
    blog: {
      title: 'The Convive blog · Convive',
      description: 'Ideas and advice on shared living, coliving and renting in Spain.',
    },
    privacy: {
      title: 'Privacy policy · Convive',
      description: 'How Convive handles your personal data.',
    },
    terms: { title: 'Terms of use · Convive', description: 'Convive’s terms of use.' },
    cookies: { title: 'Cookie policy · Convive', description: 'Which cookies Convive uses and why.' },
    login: { title: 'Log in · Convive', description: 'Log in to your Convive account.' },
    register: {
      title: 'Create account · Convive',
      description: 'Create your Convive account to find a home or list your property.',
    },
  },
  propertiesIn: (city) => `Properties in ${city} · ${SITE}`,
  propertyTypes: {
    apartamento: 'Apartment',
    casa: 'House',
    chalet: 'Detached house',
    piso: 'Flat',
    estudio: 'Studio',
    atico: 'Penthouse',
    duplex: 'Duplex',
  },
  otherType: 'Home',
  deposit: 'Deposit',
  price: priceIn('en'),
  fromPrice: (price) => `from ${price}`,
  listingTitle: (name, city, price) => `${name} in ${city} · ${price} · ${SITE}`,
  roomName: (number) => `Room ${number}`,
  // "A 80 m² flat" would need "An": the size leads instead, and the type is a common noun mid-sentence.
  propertyDescription: (typeName, size, bedrooms, city) =>
    `${sizeText(size, INTL_LOCALES.en)} ${typeName.toLowerCase()} with ${bedrooms} ${bedrooms === 1 ? 'bedroom' : 'bedrooms'} in ${city}.`,
  roomDescription: (size, propertyTitle, place) =>
    `${sizeText(size, INTL_LOCALES.en)} room in ${propertyTitle}${place ? `, ${place}` : ''}.`,
  breadcrumbs: { home: 'Home', properties: 'Properties' },
};

const fr: HeadTexts = {
  pages: {
    home: {
      title: 'Convive · Appartements et chambres en coliving',
      description:
        'Appartements, maisons et chambres en colocation partout en Espagne, avec des propriétaires vérifiés et des visites en quelques clics.',
    },
    properties: {
      title: 'Logements à louer · Convive',
      description: 'Appartements, maisons et espaces de coliving disponibles à la location.',
    },
    rooms: {
      title: 'Chambres · Convive',
      description:
        'Des chambres individuelles dans des logements partagés, avec leur prix, leur surface et leurs équipements.',
    },
    howItWorks: {
      title: 'Comment ça marche · Convive',
      description:
        'Convive réunit les personnes qui cherchent un appartement ou une chambre et les propriétaires qui louent des logements entiers et des espaces de coliving. Voici comment cela fonctionne pour chacun.',
    },
    aboutUs: {
      title: 'À propos · Convive',
      description:
        'Convive est la place de marché du logement partagé et de la location classique pensée pour l’Espagne. Nous mettons en relation étudiants, professionnels et familles avec des propriétaires qui cherchent des locataires de confiance.',
    },
    contact: {
      title: 'Contact · Convive',
      description:
        'Écrivez à l’équipe de Convive : une question sur une location, sur votre compte ou sur la publication de votre logement.',
    },
    tenantsGuide: {
      title: 'Guide du locataire · Convive',
      description: 'Comment chercher, visiter et louer un appartement ou une chambre avec Convive.',
    },
    landlordsGuide: {
      title: 'Guide du propriétaire · Convive',
      description:
        'Comment publier votre logement ou vos chambres sur Convive et trouver des locataires de confiance.',
    },
    faq: {
      title: 'Questions fréquentes · Convive',
      description:
        'Les réponses aux questions les plus fréquentes des locataires et des propriétaires sur Convive.',
    },
    blog: {
      title: 'Le blog de Convive · Convive',
      description: 'Idées et conseils sur le logement partagé, le coliving et la location en Espagne.',
    },
    privacy: {
      title: 'Politique de confidentialité · Convive',
      description: 'Comment Convive traite vos données personnelles.',
    },
    terms: {
      title: 'Conditions d’utilisation · Convive',
      description: 'Les conditions d’utilisation de Convive.',
    },
    cookies: {
      title: 'Politique en matière de cookies · Convive',
      description: 'Les cookies qu’utilise Convive et à quoi ils servent.',
    },
    login: { title: 'Connexion · Convive', description: 'Connectez-vous à votre compte Convive.' },
    register: {
      title: 'Créer un compte · Convive',
      description: 'Créez votre compte Convive pour trouver un logement ou publier votre bien.',
    },
  },
  propertiesIn: (city) => `Logements à ${city} · ${SITE}`,
  propertyTypes: {
    apartamento: 'Appartement',
    casa: 'Maison',
    chalet: 'Villa',
    piso: 'Appartement',
    estudio: 'Studio',
    atico: 'Attique',
    duplex: 'Duplex',
  },
  otherType: 'Logement',
  deposit: 'Dépôt de garantie',
  price: priceIn('fr'),
  fromPrice: (price) => `à partir de ${price}`,
  listingTitle: (name, city, price) => `${name} à ${city} · ${price} · ${SITE}`,
  roomName: (number) => `Chambre ${number}`,
  propertyDescription: (typeName, size, bedrooms, city) =>
    `${typeName} de ${sizeText(size, INTL_LOCALES.fr)} avec ${bedrooms} ${bedrooms > 1 ? 'chambres' : 'chambre'} à ${city}.`,
  roomDescription: (size, propertyTitle, place) =>
    `Chambre de ${sizeText(size, INTL_LOCALES.fr)} dans ${propertyTitle}${place ? `, ${place}` : ''}.`,
  breadcrumbs: { home: 'Accueil', properties: 'Logements' },
};

const de: HeadTexts = {
  pages: {
    home: {
      title: 'Convive · Wohnungen und Coliving-Zimmer',
      description:
        'Wohnungen, Häuser und Zimmer in Wohngemeinschaften in ganz Spanien, mit verifizierten Vermietern und Besichtigungen mit wenigen Klicks.',
    },
    properties: {
      title: 'Immobilien zur Miete · Convive',
      description: 'Wohnungen, Häuser und Coliving-Räume zur Miete.',
    },
    rooms: {
      title: 'Zimmer · Convive',
      description: 'Einzelzimmer in Wohngemeinschaften, mit Preis, Größe und Ausstattung.',
    },
    howItWorks: {
      title: 'So funktioniert es · Convive',
      description:
        'Convive verbindet Menschen, die eine Wohnung oder ein Zimmer suchen, mit Vermietern ganzer Wohnungen und Coliving-Räume. So funktioniert es für beide Seiten.',
    },
    aboutUs: {
      title: 'Über uns · Convive',
      description:
        'Convive ist der Marktplatz für Wohngemeinschaften und klassische Mietwohnungen in Spanien. Wir bringen Studierende, Berufstätige und Familien mit Vermietern zusammen, die vertrauenswürdige Mieter suchen.',
    },
    contact: {
      title: 'Kontakt · Convive',
      description:
        'Schreiben Sie dem Convive-Team: Fragen zu einer Miete, zu Ihrem Konto oder dazu, wie Sie Ihre Wohnung inserieren.',
    },
    tenantsGuide: {
      title: 'Ratgeber für Mieter · Convive',
      description: 'Wie Sie mit Convive eine Wohnung oder ein Zimmer suchen, besichtigen und mieten.',
    },
    landlordsGuide: {
      title: 'Ratgeber für Vermieter · Convive',
      description:
        'Wie Sie Ihre Wohnung oder Ihre Zimmer auf Convive inserieren und vertrauenswürdige Mieter finden.',
    },
    faq: {
      title: 'Häufige Fragen · Convive',
      description: 'Antworten auf die häufigsten Fragen von Mietern und Vermietern bei Convive.',
    },
    blog: {
      title: 'Der Convive-Blog · Convive',
      description: 'Ideen und Tipps rund um Wohngemeinschaften, Coliving und Mieten in Spanien.',
    },
    privacy: {
      title: 'Datenschutzerklärung · Convive',
      description: 'Wie Convive Ihre personenbezogenen Daten verarbeitet.',
    },
    terms: { title: 'Nutzungsbedingungen · Convive', description: 'Die Nutzungsbedingungen von Convive.' },
    cookies: {
      title: 'Cookie-Richtlinie · Convive',
      description: 'Welche Cookies Convive verwendet und wofür.',
    },
    login: { title: 'Anmelden · Convive', description: 'Melden Sie sich bei Ihrem Convive-Konto an.' },
    register: {
      title: 'Konto erstellen · Convive',
      description:
        'Erstellen Sie Ihr Convive-Konto, um ein Zuhause zu finden oder Ihre Immobilie zu inserieren.',
    },
  },
  propertiesIn: (city) => `Immobilien in ${city} · ${SITE}`,
  propertyTypes: {
    apartamento: 'Apartment',
    casa: 'Haus',
    chalet: 'Einfamilienhaus',
    piso: 'Wohnung',
    estudio: 'Studio',
    atico: 'Penthouse',
    duplex: 'Maisonette',
  },
  otherType: 'Immobilie',
  deposit: 'Kaution',
  price: priceIn('de'),
  fromPrice: (price) => `ab ${price}`,
  listingTitle: (name, city, price) => `${name} in ${city} · ${price} · ${SITE}`,
  roomName: (number) => `Zimmer ${number}`,
  // Dative after "mit": "1 Schlafzimmer", "2 Schlafzimmern".
  propertyDescription: (typeName, size, bedrooms, city) =>
    `${typeName} mit ${sizeText(size, INTL_LOCALES.de)} und ${bedrooms} ${bedrooms === 1 ? 'Schlafzimmer' : 'Schlafzimmern'} in ${city}.`,
  roomDescription: (size, propertyTitle, place) =>
    `Zimmer mit ${sizeText(size, INTL_LOCALES.de)} in ${propertyTitle}${place ? `, ${place}` : ''}.`,
  breadcrumbs: { home: 'Startseite', properties: 'Immobilien' },
};

/** The head texts of each language. */
export const HEAD_TEXTS: Record<HeadLocale, HeadTexts> = { es, en, fr, de };

/** True when a page of the table is one of the static pages with a head. */
export function isStaticPage(name: string): name is StaticPage {
  return Object.hasOwn(es.pages, name);
}

/** The static pages with a head, in the page table's order (that of seo.ts PUBLIC_PAGES). */
export const STATIC_PAGES: readonly StaticPage[] = PAGE_NAMES.filter(isStaticPage);

/** Each address of a static page with a head, an alias's ('/about') giving its page (aboutUs). */
const STATIC_PAGE_AT = new Map(
  PAGE_NAMES.flatMap((name) => {
    const page: PageSpec = PAGES[name];
    const target = page.sameAs ?? name;
    return isStaticPage(target) ? [[page.path, target] as const] : [];
  }),
);

/**
 * The static page with a head at a (normalized) path, or null. An alias answers with its page, so
 * both addresses have one head and one canonical URL.
 */
export function staticPageAt(path: string): StaticPage | null {
  return STATIC_PAGE_AT.get(path) ?? null;
}
