import type { Language } from '@convive/sdk';

/**
 * The app shell's notice for a browser without JavaScript (the portal's index.html, in Spanish): a
 * page the server does not render (the dashboard) is drawn by the app alone, so without JavaScript
 * it says so, in the page's language (`?lang=`), with a link to the home page, which works without it.
 */
export const NO_SCRIPT_NOTICE: Record<Language, { text: string; home: string }> = {
  es: {
    text: 'Esta página necesita JavaScript. Actívalo en tu navegador y vuelve a cargarla.',
    home: 'Ir a la página de inicio',
  },
  en: {
    text: 'This page needs JavaScript. Turn it on in your browser and reload the page.',
    home: 'Go to the home page',
  },
  fr: {
    text: 'Cette page nécessite JavaScript. Activez-le dans votre navigateur et rechargez la page.',
    home: 'Aller à la page d’accueil',
  },
  de: {
    text: 'Diese Seite benötigt JavaScript. Aktivieren Sie es in Ihrem Browser und laden Sie die Seite neu.',
    home: 'Zur Startseite',
  },
};
