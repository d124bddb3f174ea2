import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../rules/language';
import {
  AUTO_DECLINE_REPLY,
  type CodedNotification,
  isNotificationCode,
  NOTIFICATIONS,
  type NotificationCode,
  type NotificationParams,
  notificationSearchText,
  notificationText,
} from './notifications';

const visit = { name: 'Ana Ruiz', property: 'Ático en Sol', date: '2026-11-24', time: '10:30' };
const room = { room_number: 'A1', room_title: 'Exterior', property: 'Coliving en Malasaña' };

/** One notice of every code: a code added without a sample here is a type error. */
const SAMPLES: { [C in NotificationCode]: NotificationParams<C> } = {
  'visit.requested': visit,
  'visit.requested_by_guest': visit,
  'visit.confirmed': { ...visit, reply: 'Trae el DNI' },
  'visit.cancelled_by_landlord': { ...visit, reply: '' },
  'visit.cancelled_by_requester': { ...visit, reply: 'Me surgió algo' },
  'visit.reminder_tenant': { property: visit.property, date: visit.date, time: visit.time },
  'visit.reminder_landlord': visit,
  'visit.done': { property: 'Piso en Gràcia' },
  'favourite.added': { name: 'Lucía Martín', property: 'Piso con balcón' },
  'request.application': { name: 'Lucía', property: 'Piso', room: 'A · Exterior' },
  'request.enquiry': { name: 'Lucía', property: 'Piso', room: null },
  'request.accepted': { name: 'Carmen', property: 'Piso', reply: '' },
  'request.rejected': { name: 'Carmen', property: 'Piso', reply: 'Ya está alquilado' },
  'request.declined_for_another': { name: 'Carmen', property: 'Piso' },
  'request.released': { name: 'Carmen', property: 'Piso', reply: '' },
  'room.status_changed': { ...room, status: 'maintenance' },
  'room.price_changed': { ...room, before: 1250.5, after: 1200 },
  'room.availability_changed': { ...room, date: '2027-03-15' },
  'room.updated': room,
  'room.published': room,
  'saved_search.match': { search: 'Valencia barato', property: 'Piso', city: 'Valencia', price: 800 },
  'account.welcome': { name: 'Lucía' },
  'webhook.disabled': { url: 'https://crm.example/hooks', reason: 'failing', days: 3 },
  'system.mute_alerts': {},
  'legacy.text': { title: 'Aviso', message: 'Texto tal cual' },
};

const notices = Object.entries(SAMPLES).map(([code, params]) => ({ code, params }) as CodedNotification);
const text = (code: NotificationCode, language: (typeof LANGUAGES)[number] = 'es') =>
  notificationText({ code, params: SAMPLES[code] } as CodedNotification, language);

describe('notifications by code', () => {
  it.each(LANGUAGES)('words every code in %s, with no empty or unfilled part', (language) => {
    for (const notice of notices) {
      const { title, message } = notificationText(notice, language);
      expect(title, notice.code).not.toBe('');
      expect(message, notice.code).not.toBe('');
      expect(`${title} ${message}`, notice.code).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
    }
  });

  it('words the Spanish as the server always wrote it', () => {
    expect(text('visit.confirmed')).toEqual({
      title: 'Visita confirmada',
      message:
        'Ana Ruiz ha confirmado tu visita a «Ático en Sol» el 24 de noviembre de 2026 a las 10:30. Mensaje: «Trae el DNI»',
    });
    expect(text('visit.cancelled_by_landlord').message).toBe(
      'Ana Ruiz ha cancelado tu visita a «Ático en Sol» del 24 de noviembre de 2026 a las 10:30.',
    );
    expect(text('request.application').message).toBe(
      'Lucía ha solicitado alquilar la habitación «A · Exterior» de «Piso».',
    );
    expect(text('request.enquiry').message).toBe('Lucía ha enviado una consulta sobre «Piso».');
    expect(text('request.declined_for_another').message).toBe(
      `Carmen ha aceptado otra solicitud para «Piso», así que la tuya queda rechazada. Mensaje: «${AUTO_DECLINE_REPLY.es}»`,
    );
    expect(text('room.status_changed').message).toBe(
      'La habitación «A1 · Exterior» de Coliving en Malasaña ahora está en mantenimiento.',
    );
    expect(text('saved_search.match').title).toBe('Nueva propiedad para «Valencia barato»');
  });

  it('writes numbers, dates and quotes as each reader’s language does', () => {
    expect(text('room.price_changed', 'es').message).toContain('de 1250,50\u00a0€ a 1200\u00a0€ al mes');
    expect(text('room.price_changed', 'en').message).toContain('from €1,250.50 to €1,200 a month');
    expect(text('room.price_changed', 'de').message).toContain(
      'kostet jetzt 1.200\u00a0€ statt 1.250,50\u00a0€',
    );
    expect(text('room.availability_changed', 'es').message).toContain('desde el 15 de marzo de 2027');
    expect(text('room.availability_changed', 'en').message).toContain('from 15 March 2027');
    expect(text('room.availability_changed', 'fr').message).toContain('à partir du 15 mars 2027');
    expect(text('visit.requested', 'de').message).toBe(
      'Ana Ruiz hat eine Besichtigung von „Ático en Sol“ am 24. November 2026 um 10:30 angefragt.',
    );
    expect(text('visit.confirmed', 'en').message).toBe(
      'Ana Ruiz has confirmed your visit to “Ático en Sol” on 24 November 2026 at 10:30. Message: “Trae el DNI”',
    );
    expect(text('request.application', 'fr').message).toBe(
      'Lucía a demandé à louer la chambre « A · Exterior » de « Piso ».',
    );
    expect(text('room.status_changed', 'en').message).toBe(
      'Room “A1 · Exterior” in Coliving en Malasaña is now under maintenance.',
    );
  });

  it('keeps the parameters as given: a title with " de " or quotes is never split', () => {
    const tricky = { name: 'Ana de la Fuente', property: 'Casa de «Campo» de Luz', reply: '' };
    const { message } = notificationText({ code: 'request.accepted', params: tricky }, 'en');
    expect(message).toBe('Ana de la Fuente has accepted your request about “Casa de «Campo» de Luz”.');
  });

  it('shows a notification written before codes as it was written', () => {
    expect(text('legacy.text', 'de')).toEqual({ title: 'Aviso', message: 'Texto tal cual' });
  });

  it('searches the wordings of every language, lowercased', () => {
    const search = notificationSearchText({ code: 'visit.requested', params: visit });
    for (const word of ['nueva solicitud de visita', 'new visit request', 'besichtigung', 'ático en sol']) {
      expect(search).toContain(word);
    }
  });

  it('knows its codes, and nothing else', () => {
    expect(Object.keys(NOTIFICATIONS).every(isNotificationCode)).toBe(true);
    for (const code of ['toString', '__proto__', 'visit', '', null, 3])
      expect(isNotificationCode(code)).toBe(false);
  });
});
