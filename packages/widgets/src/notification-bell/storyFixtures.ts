import type { Notification } from '@convive/sdk';
import { makeNotification } from '@convive/sdk/testing';

/** The clock of every bell story, so relative times do not drift. */
export const STORY_NOW = Date.UTC(2026, 10, 1, 10, 0);

const TITLES = [
  'Nueva solicitud de visita',
  'Cita confirmada',
  'Tu solicitud ha sido aprobada',
  'Nuevo mensaje',
  'Añadieron tu propiedad a favoritos',
];

/** `count` unread notifications, the first the newest (minutes, then hours old). */
export function unread(count: number): Notification[] {
  return Array.from({ length: count }, (_, i) =>
    makeNotification({
      id: 700 + i,
      title: TITLES[i % TITLES.length] ?? 'Aviso',
      related_object_id: 300 + i,
      created_at: new Date(STORY_NOW - (i + 1) * 37 * 60_000).toISOString(),
    }),
  );
}
