import { plural } from '@convive/sdk';
import type { HomeCopy } from './es';

export const de: HomeCopy = {
  documentTitle: 'Convive · Wohnungen und Coliving-Zimmer',
  eyebrow: 'Coliving und klassische Miete',
  title: 'Finden Sie Ihr ideales gemeinsames Zuhause',
  lead: 'Wohnungen, Häuser und Zimmer in Wohngemeinschaften in ganz Spanien, mit verifizierten Vermietern und Besichtigungen mit wenigen Klicks.',
  featured: {
    title: 'Ausgewählte Immobilien',
    lead: 'Eine Auswahl sofort verfügbarer Wohnungen.',
    loading: 'Immobilien werden geladen...',
    failure: 'Die Immobilien konnten nicht geladen werden',
    emptyTitle: 'Derzeit sind keine Immobilien verfügbar',
    emptyText: 'Schauen Sie bald wieder vorbei: Jede Woche kommen neue Wohnungen hinzu.',
    all: 'Alle Immobilien ansehen',
  },
  publish: 'Immobilie inserieren',
  heroFallback: 'Haben Sie eine freie Wohnung? Inserieren Sie sie und finden Sie Mieter.',
  how: {
    title: 'So funktioniert es',
    lead: 'Drei Schritte von Ihrer Suche bis zu Ihrem neuen Zuhause.',
    step: (n: number) => `Schritt ${n}: `,
    search: 'Suchen',
    searchText:
      'Filtern Sie nach Stadt, Preis, Wohnungstyp und Ausstattung, bis Sie Ihren Platz gefunden haben.',
    connect: 'Kontakt aufnehmen',
    connectText:
      'Schreiben Sie dem Vermieter, klären Sie Ihre Fragen und fragen Sie eine Besichtigung zu einer passenden Zeit an.',
    move: 'Einziehen',
    moveText:
      'Schließen Sie den Vertrag ab und ziehen Sie in Ihr neues Zuhause – von Anfang an mit voller Klarheit.',
  },
  reviews: {
    title: 'Das sagen unsere Nutzer',
    average: (rating: string) => `Durchschnittliche Bewertung: ${rating} von 5`,
    rating: (n: number) => `Bewertung: ${n} von 5`,
    count: (n: number) => plural('de', n, { one: `${n} Bewertung`, other: `${n} Bewertungen` }),
    laura: {
      role: 'Studentin in Madrid',
      text: 'Ich habe innerhalb einer Woche ein Zimmer zehn Minuten von der Uni gefunden. Alles war klar, ohne Überraschungen.',
    },
    daniel: {
      role: 'Ingenieur in Barcelona',
      text: 'Der Coliving-Filter hat mir enorm viel Zeit gespart. Jetzt wohne ich mit Leuten zusammen, zu denen ich passe.',
    },
    anaPablo: {
      role: 'Vermieter in Valencia',
      text: 'Wir haben unsere Wohnung inseriert und hatten nach wenigen Tagen interessierte Mieter und vereinbarte Besichtigungen.',
    },
  },
  figures: {
    label: 'Convive in Zahlen',
    users: (n: string) => `Über ${n}`,
    usersText: 'zufriedene Nutzer',
    fasterValue: '+50 %',
    faster: 'schneller',
    rented: 'vermietete Immobilien',
  },
  cta: {
    title: 'Suchen Sie ein Zuhause oder möchten Sie eines vermieten?',
    text: 'Finden Sie Ihr nächstes Zuhause unter Hunderten von Inseraten, oder inserieren Sie Ihre Immobilie und erreichen Sie Mieter, die genau das suchen, was Sie anbieten.',
    search: 'Unterkunft suchen',
  },
};
