import type { Language } from '@convive/sdk';
import { INTL_LOCALES } from './translate';

/**
 * The e-mails of saved searches, in the owner's language: the instant alert (one
 * property) and the 08:00 digest (every new match of the daily searches, grouped by search). Each
 * is sent as plain text and as HTML; every value in the HTML is escaped (titles and search names
 * are user input). Each search's one-click unsubscribe link is in the mail and in List-Unsubscribe.
 */

export interface AlertProperty {
  id: number;
  title: string;
  city: string;
  /** The shown price (a coliving property's cheapest available room). */
  price: number;
  /** Absolute URL of its first photo, or null. */
  photo: string | null;
  /** Absolute URL of its page. */
  link: string;
}

export interface AlertSearch {
  name: string;
  /** Absolute URL of the one-click unsubscribe page. */
  unsubscribe: string;
}

export interface SavedSearchMail {
  subject: string;
  text: string;
  html: string;
}

interface Texts {
  greeting: (name: string) => string;
  alertSubject: (search: string) => string;
  alertIntro: (search: string) => string;
  digestSubject: (count: number) => string;
  digestIntro: string;
  perMonth: (price: string) => string;
  open: string;
  unsubscribe: (search: string) => string;
  why: string;
}

const TEXTS: Record<Language, Texts> = {
  es: {
    greeting: (name) => `Hola ${name}:`,
    alertSubject: (search) => `Nueva propiedad para «${search}»`,
    alertIntro: (search) => `Ha aparecido una propiedad que encaja con tu búsqueda «${search}»:`,
    digestSubject: (count) =>
      count === 1 ? 'Tu resumen diario: 1 propiedad nueva' : `Tu resumen diario: ${count} propiedades nuevas`,
    digestIntro: 'Estas son las propiedades nuevas de tus búsquedas guardadas desde el último resumen:',
    perMonth: (price) => `${price} al mes`,
    open: 'Ver la propiedad',
    unsubscribe: (search) => `Dejar de recibir avisos de «${search}»`,
    why: 'Recibes este correo porque guardaste esta búsqueda en Convive.',
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    alertSubject: (search) => `New property for “${search}”`,
    alertIntro: (search) => `A property that matches your search “${search}” has appeared:`,
    digestSubject: (count) =>
      count === 1 ? 'Your daily summary: 1 new property' : `Your daily summary: ${count} new properties`,
    digestIntro: 'These are the new properties of your saved searches since the last summary:',
    perMonth: (price) => `${price} a month`,
    open: 'See the property',
    unsubscribe: (search) => `Stop alerts for “${search}”`,
    why: 'You receive this e-mail because you saved this search on Convive.',
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    alertSubject: (search) => `Nouveau logement pour « ${search} »`,
    alertIntro: (search) => `Un logement correspondant à votre recherche « ${search} » vient de paraître :`,
    digestSubject: (count) =>
      count === 1
        ? 'Votre résumé quotidien : 1 nouveau logement'
        : `Votre résumé quotidien : ${count} nouveaux logements`,
    digestIntro: 'Voici les nouveaux logements de vos recherches enregistrées depuis le dernier résumé :',
    perMonth: (price) => `${price} par mois`,
    open: 'Voir le logement',
    unsubscribe: (search) => `Ne plus recevoir d’alertes pour « ${search} »`,
    why: 'Vous recevez cet e-mail parce que vous avez enregistré cette recherche sur Convive.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    alertSubject: (search) => `Neue Immobilie für „${search}“`,
    alertIntro: (search) => `Eine Immobilie, die zu Ihrer Suche „${search}“ passt, ist erschienen:`,
    digestSubject: (count) =>
      count === 1
        ? 'Ihre tägliche Übersicht: 1 neue Immobilie'
        : `Ihre tägliche Übersicht: ${count} neue Immobilien`,
    digestIntro: 'Das sind die neuen Immobilien Ihrer gespeicherten Suchen seit der letzten Übersicht:',
    perMonth: (price) => `${price} pro Monat`,
    open: 'Immobilie ansehen',
    unsubscribe: (search) => `Keine Benachrichtigungen mehr für „${search}“`,
    why: 'Sie erhalten diese E-Mail, weil Sie diese Suche bei Convive gespeichert haben.',
  },
};

/** Text for HTML: `& < > " '` escaped. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A monthly price as the language writes it ('1.100 €', '€1,100'). */
export function formatPrice(language: Language, price: number): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(price) ? 0 : 2,
  }).format(price);
}

function propertyText(t: Texts, language: Language, p: AlertProperty): string[] {
  return [`${p.title} — ${p.city}`, t.perMonth(formatPrice(language, p.price)), p.link];
}

function propertyHtml(t: Texts, language: Language, p: AlertProperty): string {
  const photo = p.photo
    ? `<a href="${escapeHtml(p.link)}"><img src="${escapeHtml(p.photo)}" alt="${escapeHtml(p.title)}" width="480" style="max-width:100%;border-radius:8px;display:block"></a>`
    : '';
  return [
    '<div style="margin:16px 0;padding:12px;border:1px solid #e5e7eb;border-radius:10px">',
    photo,
    `<h3 style="margin:8px 0 4px"><a href="${escapeHtml(p.link)}" style="color:#111827">${escapeHtml(p.title)}</a></h3>`,
    `<p style="margin:0;color:#4b5563">${escapeHtml(p.city)} · <strong>${escapeHtml(t.perMonth(formatPrice(language, p.price)))}</strong></p>`,
    `<p style="margin:8px 0 0"><a href="${escapeHtml(p.link)}">${escapeHtml(t.open)}</a></p>`,
    '</div>',
  ].join('');
}

function unsubscribeHtml(t: Texts, search: AlertSearch): string {
  return `<p style="font-size:12px;color:#6b7280"><a href="${escapeHtml(search.unsubscribe)}">${escapeHtml(t.unsubscribe(search.name))}</a></p>`;
}

function page(body: string, language: Language): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:0 auto;padding:16px">${body}</body></html>`;
}

/** The instant alert: one property for one search. */
export function savedSearchAlertMail(
  language: Language,
  to: { name: string },
  search: AlertSearch,
  property: AlertProperty,
): SavedSearchMail {
  const t = TEXTS[language];
  return {
    subject: t.alertSubject(search.name),
    text: [
      t.greeting(to.name),
      '',
      t.alertIntro(search.name),
      '',
      ...propertyText(t, language, property),
      '',
      t.why,
      `${t.unsubscribe(search.name)}: ${search.unsubscribe}`,
    ].join('\n'),
    html: page(
      [
        `<p>${escapeHtml(t.greeting(to.name))}</p>`,
        `<p>${escapeHtml(t.alertIntro(search.name))}</p>`,
        propertyHtml(t, language, property),
        `<p style="font-size:12px;color:#6b7280">${escapeHtml(t.why)}</p>`,
        unsubscribeHtml(t, search),
      ].join(''),
      language,
    ),
  };
}

/** The daily digest: every new match of a user's daily searches, grouped by search. */
export function savedSearchDigestMail(
  language: Language,
  to: { name: string },
  groups: { search: AlertSearch; properties: AlertProperty[] }[],
): SavedSearchMail {
  const t = TEXTS[language];
  const count = groups.reduce((n, g) => n + g.properties.length, 0);
  const text = [t.greeting(to.name), '', t.digestIntro];
  const html = [`<p>${escapeHtml(t.greeting(to.name))}</p>`, `<p>${escapeHtml(t.digestIntro)}</p>`];
  for (const { search, properties } of groups) {
    text.push('', `== ${search.name} ==`);
    html.push(`<h2 style="font-size:18px;margin:24px 0 0">${escapeHtml(search.name)}</h2>`);
    for (const property of properties) {
      text.push('', ...propertyText(t, language, property));
      html.push(propertyHtml(t, language, property));
    }
    text.push('', `${t.unsubscribe(search.name)}: ${search.unsubscribe}`);
    html.push(unsubscribeHtml(t, search));
  }
  text.push('', t.why);
  html.push(`<p style="font-size:12px;color:#6b7280">${escapeHtml(t.why)}</p>`);
  return { subject: t.digestSubject(count), text: text.join('\n'), html: page(html.join(''), language) };
}
