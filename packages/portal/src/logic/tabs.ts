/**
 * List tabs with counts, search and filters for the dashboard lists (spec 02 §2): notifications,
 * the tenant's requests, received applications and appointments, plus the home page's upcoming
 * appointments and recent items. Every function keeps the input order unless it says it sorts.
 */
import {
  type Appointment,
  type AppointmentStatus,
  instantMs,
  matchesSearch,
  type Notification,
  type NotificationType,
  type PropertyRequest,
  type TenantRequest,
} from '@convive/sdk';

// ---------------------------------------------------------------- notifications

/** Notification tabs in screen order (spec 02 §2 "Notifications"). */
export const NOTIFICATION_TABS = [
  'unread',
  'all',
  'property',
  'room',
  'appointment',
  'request',
  'message',
  /** Saved-search alerts. */
  'busqueda',
  'system',
  'archived',
] as const;

/** One notification tab. */
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];

/** The tab shown when the URL has none (spec 02 §2: unread is the default). */
export const DEFAULT_NOTIFICATION_TAB: NotificationTab = 'unread';

/** The tab named by the `tab` query parameter; missing or unknown gives the default (unread). */
export function parseNotificationTab(value: string | null | undefined): NotificationTab {
  const tab = (value ?? '').trim().toLowerCase();
  return (NOTIFICATION_TABS as readonly string[]).includes(tab)
    ? (tab as NotificationTab)
    : DEFAULT_NOTIFICATION_TAB;
}

/** True when a notification belongs to a tab: 'all' and the type tabs leave archived ones out. */
export function inNotificationTab(
  n: Pick<Notification, 'status' | 'notification_type'>,
  tab: NotificationTab,
): boolean {
  switch (tab) {
    case 'unread':
      return n.status === 'unread';
    case 'archived':
      return n.status === 'archived';
    case 'all':
      return n.status !== 'archived';
    default:
      return n.status !== 'archived' && n.notification_type === (tab satisfies NotificationType);
  }
}

/** True when the search (over title and message, case- and accent-insensitive) matches. */
function notificationMatches(n: Pick<Notification, 'title' | 'message'>, search: string): boolean {
  return matchesSearch(search, [n.title, n.message]);
}

/** The count of every notification tab; with a search, only matching notifications count. */
export function notificationTabCounts(
  list: readonly Notification[],
  search: string | null = '',
): Record<NotificationTab, number> {
  return countTabs(NOTIFICATION_TABS, list, inNotificationTab, (n) => notificationMatches(n, search ?? ''));
}

/** The notifications of a tab that match the search over title and message. */
export function filterNotifications(
  list: readonly Notification[],
  tab: NotificationTab,
  search: string | null = '',
): Notification[] {
  return list.filter((n) => inNotificationTab(n, tab) && notificationMatches(n, search ?? ''));
}

// ---------------------------------------------------------------- tenant requests

/**
 * The tenant's request tabs (spec 02 §2 "Tenant requests"): Todas, Pendientes, Aceptadas (the
 * status's one word everywhere: the spec's 'Aprobadas' was a second word for it), Rechazadas, Canceladas.
 */
export const REQUEST_TABS = ['all', 'pending', 'approved', 'rejected', 'canceled'] as const;

/** One tenant request tab. */
export type RequestTab = (typeof REQUEST_TABS)[number];

/** True when a request belongs to a tab; 'canceled' also holds expired requests (spec 02 §2, §4). */
export function inRequestTab(r: Pick<TenantRequest, 'status'>, tab: RequestTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'canceled') return r.status === 'canceled' || r.status === 'expired';
  return r.status === tab;
}

function requestMatches(
  r: Pick<TenantRequest, 'title' | 'description' | 'property_details'>,
  search: string,
) {
  return matchesSearch(search, [r.title, r.description, r.property_details?.title]);
}

/** The count of every request tab; with a search, only matching requests count. */
export function requestTabCounts(
  list: readonly TenantRequest[],
  search: string | null = '',
): Record<RequestTab, number> {
  return countTabs(REQUEST_TABS, list, inRequestTab, (r) => requestMatches(r, search ?? ''));
}

/** The requests of a tab matching the search over title, description and property_details.title. */
export function filterRequests(
  list: readonly TenantRequest[],
  tab: RequestTab,
  search: string | null = '',
): TenantRequest[] {
  return list.filter((r) => inRequestTab(r, tab) && requestMatches(r, search ?? ''));
}

// ---------------------------------------------------------------- received applications

/** The landlord's received-application tabs (spec 02 §2): Todas, Pendientes, Aceptadas, Rechazadas. */
export const APPLICATION_TABS = ['all', 'pendiente', 'aceptada', 'rechazada'] as const;

/** One received-application tab. */
export type ApplicationTab = (typeof APPLICATION_TABS)[number];

/** The fields of an application the tabs and search read. */
export type ApplicationLike = Pick<
  PropertyRequest,
  'status' | 'property_title' | 'tenant_name' | 'tenant_email'
>;

/** True when an application belongs to a tab ('all' holds every status, cancelled and expired too). */
export function inApplicationTab(a: Pick<PropertyRequest, 'status'>, tab: ApplicationTab): boolean {
  return tab === 'all' || a.status === tab;
}

function applicationMatches(a: ApplicationLike, search: string): boolean {
  return matchesSearch(search, [a.property_title, a.tenant_name, a.tenant_email]);
}

/** The count of every application tab; with a search, only matching applications count. */
export function applicationTabCounts(
  list: readonly ApplicationLike[],
  search: string | null = '',
): Record<ApplicationTab, number> {
  return countTabs(APPLICATION_TABS, list, inApplicationTab, (a) => applicationMatches(a, search ?? ''));
}

/** The applications of a tab matching 'Buscar por propiedad o solicitante...' (property title, tenant name, e-mail). */
export function filterApplications<T extends ApplicationLike>(
  list: readonly T[],
  tab: ApplicationTab,
  search: string | null = '',
): T[] {
  return list.filter((a) => inApplicationTab(a, tab) && applicationMatches(a, search ?? ''));
}

/** The tenant's applications status filter (spec 02 §2 "Tenant applications"): all, pendiente, aceptada, rechazada. */
export const TENANT_APPLICATION_FILTERS = ['all', 'pendiente', 'aceptada', 'rechazada'] as const;

/** One tenant applications status filter. */
export type TenantApplicationFilter = (typeof TENANT_APPLICATION_FILTERS)[number];

/** The fields of a tenant's application the filter and search read. */
export type TenantApplicationLike = Pick<PropertyRequest, 'status' | 'property_title'> & {
  property_summary: { owner_name: string } | null;
};

/**
 * The tenant's applications of a status ('all' holds every status) matching the search over property
 * title and landlord name (property_summary.owner_name).
 */
export function filterTenantApplications<T extends TenantApplicationLike>(
  list: readonly T[],
  filter: TenantApplicationFilter,
  search: string | null = '',
): T[] {
  return list.filter(
    (a) =>
      (filter === 'all' || a.status === filter) &&
      matchesSearch(search ?? '', [a.property_title, a.property_summary?.owner_name]),
  );
}

// ---------------------------------------------------------------- appointments

/** Appointment tabs (spec 02 §2 "Appointments"): Todas, Pendientes, Confirmadas, Canceladas, Completadas. */
export const APPOINTMENT_TABS = ['all', 'pendiente', 'confirmada', 'cancelada', 'completada'] as const;

/** One appointment tab. */
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** The fields of an appointment the tabs, search and property filter read. */
export type AppointmentLike = Pick<
  Appointment,
  'status' | 'property' | 'property_title' | 'user_name' | 'notes'
>;

/** True when an appointment belongs to a tab. */
export function inAppointmentTab(a: { status: AppointmentStatus }, tab: AppointmentTab): boolean {
  return tab === 'all' || a.status === tab;
}

/** Search over property title, requester name and notes, then the optional property filter (landlords). */
function appointmentMatches(
  a: AppointmentLike,
  search: string,
  property: number | null | undefined,
): boolean {
  if (property != null && a.property !== property) return false;
  return matchesSearch(search, [a.property_title, a.user_name, a.notes]);
}

/** The count of every appointment tab, after the optional search and property filter. */
export function appointmentTabCounts(
  list: readonly AppointmentLike[],
  search: string | null = '',
  property?: number | null,
): Record<AppointmentTab, number> {
  return countTabs(APPOINTMENT_TABS, list, inAppointmentTab, (a) =>
    appointmentMatches(a, search ?? '', property),
  );
}

/** The appointments of a tab matching the search; `property` (an id) keeps only that property's. */
export function filterAppointments<T extends AppointmentLike>(
  list: readonly T[],
  tab: AppointmentTab,
  search: string | null = '',
  property?: number | null,
): T[] {
  return list.filter((a) => inAppointmentTab(a, tab) && appointmentMatches(a, search ?? '', property));
}

/** How many upcoming appointments the dashboard home shows (spec 02 §2, §9). */
export const UPCOMING_APPOINTMENTS_LIMIT = 5;

/**
 * 'Próximas citas' (spec 02 §2 "Dashboard home"): appointments that are not cancelled, sorted by
 * date then time ascending, the first `limit`. With `today` ('YYYY-MM-DD'), earlier dates are left out.
 */
export function upcomingAppointments<T extends Pick<Appointment, 'status' | 'date' | 'time'>>(
  list: readonly T[],
  limit: number = UPCOMING_APPOINTMENTS_LIMIT,
  today?: string,
): T[] {
  return list
    .filter((a) => a.status !== 'cancelada' && (today === undefined || a.date >= today))
    .sort((a, b) => (a.date === b.date ? compareText(a.time, b.time) : compareText(a.date, b.date)))
    .slice(0, safeLimit(limit));
}

/**
 * The order of the appointments screen: coming visits first, soonest first, then past ones, most
 * recent first (the server answers oldest first, which puts last month's visits on top). `today` is
 * 'YYYY-MM-DD' in the user's calendar.
 */
export function agendaOrder<T extends Pick<Appointment, 'date' | 'time'>>(
  list: readonly T[],
  today: string,
): T[] {
  const ascending = (a: T, b: T) =>
    a.date === b.date ? compareText(a.time, b.time) : compareText(a.date, b.date);
  const coming = list.filter((a) => a.date >= today).sort(ascending);
  const past = list.filter((a) => a.date < today).sort((a, b) => ascending(b, a));
  return [...coming, ...past];
}

/** How many recent applications the dashboard home shows (spec 02 §2, §9). */
export const RECENT_ITEMS_LIMIT = 3;

/** The newest `limit` items by created_at (spec 02 §2 "Solicitudes recientes" / "Mis solicitudes"); ties keep input order. */
export function recentItems<T extends { created_at: string }>(
  list: readonly T[],
  limit: number = RECENT_ITEMS_LIMIT,
): T[] {
  return [...list]
    .sort((a, b) => compareDesc(instantMs(a.created_at), instantMs(b.created_at)))
    .slice(0, safeLimit(limit));
}

// ---------------------------------------------------------------- helpers

/** Counts, for every tab, the items that match and belong to it. */
function countTabs<Tab extends string, T>(
  tabs: readonly Tab[],
  list: readonly T[],
  inTab: (item: T, tab: Tab) => boolean,
  matches: (item: T) => boolean,
): Record<Tab, number> {
  const matching = list.filter(matches);
  const counts = {} as Record<Tab, number>;
  for (const tab of tabs) counts[tab] = matching.filter((item) => inTab(item, tab)).length;
  return counts;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareDesc(a: number, b: number): number {
  if (a === b) return 0;
  return a > b ? -1 : 1;
}

function safeLimit(limit: number): number {
  if (Number.isNaN(limit)) return 0;
  return Math.max(0, Math.floor(limit));
}
