import { type CodedNotification, notificationSearchText, notificationText } from '@convive/sdk';
import type { Kysely } from 'kysely';

/**
 * Notifications as a code and its parameters (docs/adr/0162-message-codes.md) instead of Spanish
 * prose: `code`, `params` (JSON) and `search_text` (the wordings in every language, lowercased,
 * which the list's search reads) replace `title` and `message`. Each stored notification is read
 * back into its code with the patterns the server wrote it with, frozen here; a reading is kept only
 * when wording it again in Spanish gives the stored text back exactly, and anything else is kept as
 * it was written (`legacy.text`), so no notification loses a word.
 */

const WHEN = String.raw`(\d{1,2}) de (\p{L}+) de (\d{4}) a las (\d{2}:\d{2})`;
const REPLY = String.raw`(?: Mensaje: «([\s\S]*)»)?`;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const STATUS: Record<string, string> = {
  disponible: 'available',
  ocupada: 'occupied',
  'en mantenimiento': 'maintenance',
  reservada: 'reserved',
};

/** 'd de mes de yyyy' → 'yyyy-mm-dd'. */
function isoDate(day: string, month: string, year: string): string {
  const m = MONTHS.indexOf(month) + 1;
  return `${year}-${String(m).padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A Spanish written amount ('1.250,50' or '1250.5') as a number. */
function amount(text: string): number {
  return Number(
    /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/\.(?=\d{3}\b)/g, ''),
  );
}

type Reader = [title: RegExp, message: RegExp, read: (t: string[], m: string[]) => CodedNotification];

const r = (source: string) => new RegExp(`^${source}$`, 'u');

const visit = (m: string[], at: number) => ({
  date: isoDate(m[at] ?? '', m[at + 1] ?? '', m[at + 2] ?? ''),
  time: m[at + 3] ?? '',
});

const READERS: Reader[] = [
  [
    r('Nueva solicitud de visita'),
    r(String.raw`(.+) \(sin cuenta, confirmado por correo\) ha solicitado una visita a «(.+)» el ${WHEN}\.`),
    (_t, m) => ({
      code: 'visit.requested_by_guest',
      params: { name: m[1]!, property: m[2]!, ...visit(m, 3) },
    }),
  ],
  [
    r('Nueva solicitud de visita'),
    r(String.raw`(.+) ha solicitado una visita a «(.+)» el ${WHEN}\.`),
    (_t, m) => ({ code: 'visit.requested', params: { name: m[1]!, property: m[2]!, ...visit(m, 3) } }),
  ],
  [
    r('Visita confirmada'),
    r(String.raw`(.+) ha confirmado tu visita a «(.+)» el ${WHEN}\.${REPLY}`),
    (_t, m) => ({
      code: 'visit.confirmed',
      params: { name: m[1]!, property: m[2]!, ...visit(m, 3), reply: m[7] ?? '' },
    }),
  ],
  [
    r('Visita cancelada'),
    r(String.raw`(.+) ha cancelado tu visita a «(.+)» del ${WHEN}\.${REPLY}`),
    (_t, m) => ({
      code: 'visit.cancelled_by_landlord',
      params: { name: m[1]!, property: m[2]!, ...visit(m, 3), reply: m[7] ?? '' },
    }),
  ],
  [
    r('Visita cancelada'),
    r(String.raw`(.+) ha cancelado la visita a «(.+)» del ${WHEN}\.${REPLY}`),
    (_t, m) => ({
      code: 'visit.cancelled_by_requester',
      params: { name: m[1]!, property: m[2]!, ...visit(m, 3), reply: m[7] ?? '' },
    }),
  ],
  [
    r('Recordatorio de visita'),
    r(String.raw`Tu visita a «(.+)» es el ${WHEN}\.`),
    (_t, m) => ({ code: 'visit.reminder_tenant', params: { property: m[1]!, ...visit(m, 2) } }),
  ],
  [
    r('Recordatorio de visita'),
    r(String.raw`Tienes una visita de (.+) a «(.+)» el ${WHEN}\.`),
    (_t, m) => ({
      code: 'visit.reminder_landlord',
      params: { name: m[1]!, property: m[2]!, ...visit(m, 3) },
    }),
  ],
  [
    r('Visita realizada'),
    r(String.raw`¿Qué te pareció «(.+)»\? Si te interesa, envía tu solicitud de alquiler\.`),
    (_t, m) => ({ code: 'visit.done', params: { property: m[1]! } }),
  ],
  [
    r('Nuevo favorito'),
    r(String.raw`(.+) ha guardado «(.+)» en favoritos\.`),
    (_t, m) => ({ code: 'favourite.added', params: { name: m[1]!, property: m[2]! } }),
  ],
  [
    r('Nueva solicitud de alquiler'),
    r(String.raw`(.+) ha solicitado alquilar (?:la habitación «(.+?)» de )?«(.+)»\.`),
    (_t, m) => ({
      code: 'request.application',
      params: { name: m[1]!, room: m[2] ?? null, property: m[3]! },
    }),
  ],
  [
    r('Nueva consulta'),
    r(String.raw`(.+) ha enviado una consulta sobre (?:la habitación «(.+?)» de )?«(.+)»\.`),
    (_t, m) => ({ code: 'request.enquiry', params: { name: m[1]!, room: m[2] ?? null, property: m[3]! } }),
  ],
  [
    r('Solicitud aceptada'),
    r(String.raw`(.+) ha aceptado tu solicitud sobre «(.+)»\.${REPLY}`),
    (_t, m) => ({ code: 'request.accepted', params: { name: m[1]!, property: m[2]!, reply: m[3] ?? '' } }),
  ],
  [
    r('Solicitud rechazada'),
    r(
      String.raw`(.+) ha aceptado otra solicitud para «(.+)», así que la tuya queda rechazada\. Mensaje: «[\s\S]*»`,
    ),
    (_t, m) => ({ code: 'request.declined_for_another', params: { name: m[1]!, property: m[2]! } }),
  ],
  [
    r('Solicitud rechazada'),
    r(String.raw`(.+) ha rechazado tu solicitud sobre «(.+)»\.${REPLY}`),
    (_t, m) => ({ code: 'request.rejected', params: { name: m[1]!, property: m[2]!, reply: m[3] ?? '' } }),
  ],
  [
    r('Cambio de estado de una habitación'),
    r(
      String.raw`La habitación «(.+?) · (.+)» de (.+) ahora está (disponible|ocupada|en mantenimiento|reservada)\.`,
    ),
    (_t, m) => ({
      code: 'room.status_changed',
      params: { room_number: m[1]!, room_title: m[2]!, property: m[3]!, status: STATUS[m[4]!] ?? m[4]! },
    }),
  ],
  [
    r('Cambio de precio de una habitación'),
    r(String.raw`La habitación «(.+?) · (.+)» de (.+) ha pasado de ([\d.,]+) € a ([\d.,]+) € al mes\.`),
    (_t, m) => ({
      code: 'room.price_changed',
      params: {
        room_number: m[1]!,
        room_title: m[2]!,
        property: m[3]!,
        before: amount(m[4]!),
        after: amount(m[5]!),
      },
    }),
  ],
  [
    r('Nueva fecha de disponibilidad'),
    r(String.raw`La habitación «(.+?) · (.+)» de (.+) estará disponible desde el (\d{2})/(\d{2})/(\d{4})\.`),
    (_t, m) => ({
      code: 'room.availability_changed',
      params: { room_number: m[1]!, room_title: m[2]!, property: m[3]!, date: `${m[6]}-${m[5]}-${m[4]}` },
    }),
  ],
  [
    r('Habitación actualizada'),
    r(String.raw`Se ha actualizado la información de la habitación «(.+?) · (.+)» de (.+)\.`),
    (_t, m) => ({ code: 'room.updated', params: { room_number: m[1]!, room_title: m[2]!, property: m[3]! } }),
  ],
  [
    r('Nueva habitación disponible'),
    r(String.raw`Se ha publicado la habitación «(.+?) · (.+)» en (.+)\.`),
    (_t, m) => ({
      code: 'room.published',
      params: { room_number: m[1]!, room_title: m[2]!, property: m[3]! },
    }),
  ],
  [
    r('Nueva propiedad para «(.+)»'),
    r(String.raw`«(.+)» en (.+) por ([\d.,]+) € al mes\.`),
    (t, m) => ({
      code: 'saved_search.match',
      params: { search: t[1]!, property: m[1]!, city: m[2]!, price: amount(m[3]!) },
    }),
  ],
  [
    r('¡Bienvenido a Convive!'),
    r(String.raw`Hola, (.+)\. Completa tu perfil para que los propietarios e inquilinos te conozcan mejor\.`),
    (_t, m) => ({ code: 'account.welcome', params: { name: m[1]! } }),
  ],
  [
    r('Novedades en Convive'),
    r('Ya puedes silenciar los avisos de favoritos, solicitudes y citas desde Configuración\\.'),
    () => ({ code: 'system.mute_alerts', params: {} }),
  ],
];

/**
 * A stored Spanish notification as its code: the first reading whose Spanish wording gives the
 * stored text back. Amounts and dates were written then in another form than the catalogue's
 * ('1250.5 € al mes', '05/12/2026'), so for the three notifications that carry them the title is
 * compared and the message is trusted to its anchored pattern.
 */
export function readNotification(title: string, message: string): CodedNotification {
  for (const [titleRe, messageRe, read] of READERS) {
    const t = titleRe.exec(title);
    const m = t ? messageRe.exec(message) : null;
    if (!t || !m) continue;
    const notice = read(t, m);
    const values = Object.values(notice.params);
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) continue;
    if (values.some((v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !isRealDate(v)))
      continue;
    const again = notificationText(notice, 'es');
    const reformatted = REFORMATTED.has(notice.code);
    if (again.title === title && (reformatted || again.message === message)) return notice;
  }
  return { code: 'legacy.text', params: { title, message } };
}

const REFORMATTED = new Set<string>([
  'room.price_changed',
  'room.availability_changed',
  'saved_search.match',
]);

function isRealDate(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('code', 'text', (c) => c.notNull().defaultTo('legacy.text'))
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  let after = 0;
  for (;;) {
    const rows: { id: number; title: string; message: string }[] = await db
      .selectFrom('notifications')
      .select(['id', 'title', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const notice = readNotification(row.title, row.message);
      await db
        .updateTable('notifications')
        .set({
          code: notice.code,
          params: JSON.stringify(notice.params),
          search_text: notificationSearchText(notice),
        })
        .where('id', '=', row.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
  await db.schema.alterTable('notifications').dropColumn('title').execute();
  await db.schema.alterTable('notifications').dropColumn('message').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows: { id: number; code: string; params: string }[] = await db
    .selectFrom('notifications')
    .select(['id', 'code', 'params'])
    .execute();
  for (const row of rows) {
    const { title, message } = notificationText(
      { code: row.code, params: JSON.parse(row.params) } as CodedNotification,
      'es',
    );
    await db.updateTable('notifications').set({ title, message }).where('id', '=', row.id).execute();
  }
  for (const column of ['code', 'params', 'search_text']) {
    await db.schema.alterTable('notifications').dropColumn(column).execute();
  }
}
