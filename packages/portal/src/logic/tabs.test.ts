import type { Appointment, Notification, PropertyRequest, TenantRequest } from '@convive/sdk';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_TABS,
  APPOINTMENT_TABS,
  agendaOrder,
  applicationTabCounts,
  appointmentTabCounts,
  DEFAULT_NOTIFICATION_TAB,
  filterApplications,
  filterAppointments,
  filterNotifications,
  filterRequests,
  filterTenantApplications,
  inNotificationTab,
  NOTIFICATION_TABS,
  notificationTabCounts,
  parseNotificationTab,
  RECENT_ITEMS_LIMIT,
  REQUEST_TABS,
  recentItems,
  requestTabCounts,
  TENANT_APPLICATION_FILTERS,
  UPCOMING_APPOINTMENTS_LIMIT,
  upcomingAppointments,
} from './tabs';

const ids = (list: { id: number }[]) => list.map((x) => x.id);

function notification(over: Partial<Notification> & { id: number }): Notification {
  return {
    title: `Aviso ${over.id}`,
    message: '',
    notification_type: 'system',
    status: 'unread',
    related_object_id: null,
    related_object_type: null,
    event_type: '',
    user: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

function request(over: Partial<TenantRequest> & { id: number }): TenantRequest {
  return {
    title: `Solicitud ${over.id}`,
    description: '',
    status: 'pending',
    request_type: 'inquiry',
    property: 1,
    property_details: null,
    response_message: null,
    response_automatic: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

function application(over: Partial<PropertyRequest> & { id: number }): PropertyRequest {
  return {
    property: 1,
    property_title: 'Piso Centro',
    property_summary: null,
    room: null,
    room_title: null,
    request_type: 'property',
    request_display: 'Propiedad Completa',
    kind: 'application',
    user_id: 5,
    tenant_name: 'Ana García',
    tenant_email: 'ana@example.com',
    tenant_phone: '',
    status: 'pendiente',
    message: 'Hola',
    response_message: '',
    response_automatic: false,
    desired_entry_date: null,
    move_in: null,
    move_out: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

function appointment(over: Partial<Appointment> & { id: number }): Appointment {
  return {
    property: 1,
    property_title: 'Piso Centro',
    property_owner: 2,
    user: 5,
    user_name: 'Ana García',
    guest: null,
    requester_contact: null,
    date: '2026-06-15',
    time: '10:00',
    notes: '',
    status: 'pendiente',
    cancelled_by: null,
    response_message: '',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

describe('notification tabs', () => {
  const list = [
    notification({
      id: 1,
      notification_type: 'property',
      title: 'Favorito nuevo',
      message: 'Alguien guardó tu ático',
    }),
    notification({ id: 2, notification_type: 'room', status: 'read' }),
    notification({ id: 3, notification_type: 'appointment', status: 'archived', title: 'Cita archivada' }),
    notification({ id: 4, notification_type: 'request', message: 'Solicitud aprobada' }),
    notification({ id: 5, notification_type: 'message', status: 'read' }),
    notification({ id: 6, notification_type: 'system' }),
    notification({ id: 7, notification_type: 'property', status: 'archived' }),
    notification({ id: 8, notification_type: 'appointment', status: 'read', title: 'Cita confirmada' }),
    notification({ id: 10, notification_type: 'busqueda', title: 'Nuevo piso para «Madrid»' }),
  ];

  it('lists the ten tabs in screen order, unread the default', () => {
    expect(NOTIFICATION_TABS).toEqual([
      'unread',
      'all',
      'property',
      'room',
      'appointment',
      'request',
      'message',
      'busqueda',
      'system',
      'archived',
    ]);
    expect(DEFAULT_NOTIFICATION_TAB).toBe('unread');
  });

  it('reads the tab query parameter, falling back to unread', () => {
    expect(parseNotificationTab('archived')).toBe('archived');
    expect(parseNotificationTab(' Room ')).toBe('room');
    expect(parseNotificationTab('favoritos')).toBe('unread');
    expect(parseNotificationTab('busqueda')).toBe('busqueda');
    expect(parseNotificationTab('')).toBe('unread');
    expect(parseNotificationTab(null)).toBe('unread');
  });

  it('puts each notification in its tabs', () => {
    expect(ids(filterNotifications(list, 'unread'))).toEqual([1, 4, 6, 10]);
    expect(ids(filterNotifications(list, 'all'))).toEqual([1, 2, 4, 5, 6, 8, 10]);
    expect(ids(filterNotifications(list, 'busqueda'))).toEqual([10]);
    expect(ids(filterNotifications(list, 'property'))).toEqual([1]);
    expect(ids(filterNotifications(list, 'appointment'))).toEqual([8]);
    expect(ids(filterNotifications(list, 'archived'))).toEqual([3, 7]);
    expect(ids(filterNotifications(list, 'system'))).toEqual([6]);
  });

  it('keeps archived ones out of all and the type tabs', () => {
    const archived = notification({ id: 9, notification_type: 'room', status: 'archived' });
    expect(inNotificationTab(archived, 'all')).toBe(false);
    expect(inNotificationTab(archived, 'room')).toBe(false);
    expect(inNotificationTab(archived, 'unread')).toBe(false);
    expect(inNotificationTab(archived, 'archived')).toBe(true);
  });

  it('searches title and message, ignoring case and accents', () => {
    expect(ids(filterNotifications(list, 'all', 'atico'))).toEqual([1]);
    expect(ids(filterNotifications(list, 'all', 'CITA'))).toEqual([8]);
    expect(ids(filterNotifications(list, 'archived', 'cita'))).toEqual([3]);
    expect(ids(filterNotifications(list, 'unread', 'aprobada'))).toEqual([4]);
    expect(ids(filterNotifications(list, 'all', '   '))).toEqual([1, 2, 4, 5, 6, 8, 10]);
    expect(ids(filterNotifications(list, 'all', null))).toEqual([1, 2, 4, 5, 6, 8, 10]);
  });

  it('counts every tab', () => {
    expect(notificationTabCounts(list)).toEqual({
      unread: 4,
      all: 7,
      property: 1,
      room: 1,
      appointment: 1,
      request: 1,
      message: 1,
      busqueda: 1,
      system: 1,
      archived: 2,
    });
  });

  it('counts only matches with a search, and zeros for an empty list', () => {
    const counts = notificationTabCounts(list, 'cita');
    expect(counts.all).toBe(1);
    expect(counts.archived).toBe(1);
    expect(counts.unread).toBe(0);
    expect(Object.values(notificationTabCounts([]))).toEqual(new Array(10).fill(0));
  });
});

describe('tenant request tabs', () => {
  const list = [
    request({ id: 1, status: 'pending', title: 'Consulta', description: 'Sobre el parking' }),
    request({ id: 2, status: 'approved', property_details: { title: 'Ático Málaga' } }),
    request({ id: 3, status: 'rejected' }),
    request({ id: 4, status: 'canceled' }),
    request({ id: 5, status: 'expired' }),
    request({ id: 6, status: 'pending', property_details: { title: 'Casa Sevilla' } }),
  ];

  it('lists the five tabs', () => {
    expect(REQUEST_TABS).toEqual(['all', 'pending', 'approved', 'rejected', 'canceled']);
  });

  it('filters by tab, with expired under canceled', () => {
    expect(ids(filterRequests(list, 'all'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterRequests(list, 'pending'))).toEqual([1, 6]);
    expect(ids(filterRequests(list, 'approved'))).toEqual([2]);
    expect(ids(filterRequests(list, 'rejected'))).toEqual([3]);
    expect(ids(filterRequests(list, 'canceled'))).toEqual([4, 5]);
  });

  it('searches title, description and property title', () => {
    expect(ids(filterRequests(list, 'all', 'malaga'))).toEqual([2]);
    expect(ids(filterRequests(list, 'all', 'PARKING'))).toEqual([1]);
    expect(ids(filterRequests(list, 'pending', 'sevilla'))).toEqual([6]);
    expect(ids(filterRequests(list, 'approved', 'sevilla'))).toEqual([]);
    expect(ids(filterRequests(list, 'all', 'solicitud 3'))).toEqual([3]);
  });

  it('counts every tab', () => {
    expect(requestTabCounts(list)).toEqual({ all: 6, pending: 2, approved: 1, rejected: 1, canceled: 2 });
    expect(requestTabCounts(list, 'casa')).toEqual({
      all: 1,
      pending: 1,
      approved: 0,
      rejected: 0,
      canceled: 0,
    });
    expect(requestTabCounts([])).toEqual({ all: 0, pending: 0, approved: 0, rejected: 0, canceled: 0 });
  });
});

describe('received application tabs', () => {
  const list = [
    application({ id: 1, status: 'pendiente', tenant_name: 'Luis Pérez', tenant_email: 'luis@correo.es' }),
    application({ id: 2, status: 'aceptada', property_title: 'Ático Málaga' }),
    application({ id: 3, status: 'rechazada' }),
    application({ id: 4, status: 'cancelada' }),
    application({ id: 5, status: 'expirada', property_title: 'Estudio Bilbao' }),
  ];

  it('lists the four tabs', () => {
    expect(APPLICATION_TABS).toEqual(['all', 'pendiente', 'aceptada', 'rechazada']);
  });

  it('filters by status; cancelled and expired only appear under all', () => {
    expect(ids(filterApplications(list, 'all'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterApplications(list, 'pendiente'))).toEqual([1]);
    expect(ids(filterApplications(list, 'aceptada'))).toEqual([2]);
    expect(ids(filterApplications(list, 'rechazada'))).toEqual([3]);
  });

  it('searches property title, tenant name and e-mail', () => {
    expect(ids(filterApplications(list, 'all', 'perez'))).toEqual([1]);
    expect(ids(filterApplications(list, 'all', 'CORREO.ES'))).toEqual([1]);
    expect(ids(filterApplications(list, 'all', 'málaga'))).toEqual([2]);
    expect(ids(filterApplications(list, 'all', 'Hola'))).toEqual([]);
  });

  it('counts every tab', () => {
    expect(applicationTabCounts(list)).toEqual({ all: 5, pendiente: 1, aceptada: 1, rechazada: 1 });
    expect(applicationTabCounts(list, 'bilbao')).toEqual({ all: 1, pendiente: 0, aceptada: 0, rechazada: 0 });
  });

  it('keeps the extra fields of the landlord view', () => {
    const received = list.map((a) => ({ ...a, property_id: a.property, room_id: a.room }));
    expect(filterApplications(received, 'aceptada')[0]?.property_id).toBe(1);
  });
});

describe('appointment tabs', () => {
  const list = [
    appointment({ id: 1, status: 'pendiente', notes: 'Llevo al perro' }),
    appointment({ id: 2, status: 'confirmada', property: 2, property_title: 'Casa Sevilla' }),
    appointment({ id: 3, status: 'cancelada', user_name: 'Luis Pérez' }),
    appointment({ id: 4, status: 'completada', property: 2 }),
    appointment({ id: 5, status: 'pendiente', property: 2 }),
  ];

  it('lists the five tabs', () => {
    expect(APPOINTMENT_TABS).toEqual(['all', 'pendiente', 'confirmada', 'cancelada', 'completada']);
  });

  it('filters by status', () => {
    expect(ids(filterAppointments(list, 'all'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterAppointments(list, 'pendiente'))).toEqual([1, 5]);
    expect(ids(filterAppointments(list, 'cancelada'))).toEqual([3]);
    expect(ids(filterAppointments(list, 'completada'))).toEqual([4]);
  });

  it('searches property title, requester name and notes', () => {
    expect(ids(filterAppointments(list, 'all', 'sevilla'))).toEqual([2]);
    expect(ids(filterAppointments(list, 'all', 'perez'))).toEqual([3]);
    expect(ids(filterAppointments(list, 'all', 'PERRO'))).toEqual([1]);
  });

  it('filters by property when one is given', () => {
    expect(ids(filterAppointments(list, 'all', '', 2))).toEqual([2, 4, 5]);
    expect(ids(filterAppointments(list, 'pendiente', '', 2))).toEqual([5]);
    expect(ids(filterAppointments(list, 'all', '', null))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterAppointments(list, 'all', '', 99))).toEqual([]);
  });

  it('counts every tab, after search and property', () => {
    expect(appointmentTabCounts(list)).toEqual({
      all: 5,
      pendiente: 2,
      confirmada: 1,
      cancelada: 1,
      completada: 1,
    });
    expect(appointmentTabCounts(list, '', 2)).toEqual({
      all: 3,
      pendiente: 1,
      confirmada: 1,
      cancelada: 0,
      completada: 1,
    });
    expect(appointmentTabCounts(list, 'perro').all).toBe(1);
  });
});

describe('upcomingAppointments', () => {
  const list = [
    appointment({ id: 1, date: '2026-06-20', time: '10:00' }),
    appointment({ id: 2, date: '2026-06-15', time: '17:30', status: 'confirmada' }),
    appointment({ id: 3, date: '2026-06-15', time: '09:00' }),
    appointment({ id: 4, date: '2026-06-10', time: '12:00', status: 'cancelada' }),
    appointment({ id: 5, date: '2026-06-12', time: '19:30', status: 'completada' }),
    appointment({ id: 6, date: '2026-07-01', time: '11:00' }),
    appointment({ id: 7, date: '2026-06-18', time: '16:00' }),
    appointment({ id: 8, date: '2026-06-15', time: '12:30' }),
  ];

  it('shows 5 by default', () => {
    expect(UPCOMING_APPOINTMENTS_LIMIT).toBe(5);
  });

  it('drops cancelled ones and sorts by date then time', () => {
    expect(ids(upcomingAppointments(list))).toEqual([5, 3, 8, 2, 7]);
    expect(ids(upcomingAppointments(list, 10))).toEqual([5, 3, 8, 2, 7, 1, 6]);
  });

  it('honours the limit', () => {
    expect(ids(upcomingAppointments(list, 2))).toEqual([5, 3]);
    expect(upcomingAppointments(list, 0)).toEqual([]);
    expect(upcomingAppointments(list, -1)).toEqual([]);
    expect(upcomingAppointments(list, Number.NaN)).toEqual([]);
  });

  it('leaves out days before today when today is given', () => {
    expect(ids(upcomingAppointments(list, 5, '2026-06-15'))).toEqual([3, 8, 2, 7, 1]);
    expect(ids(upcomingAppointments(list, 5, '2026-12-01'))).toEqual([]);
  });

  it('does not reorder its input', () => {
    upcomingAppointments(list);
    expect(ids(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(upcomingAppointments([])).toEqual([]);
  });
});

describe('recentItems', () => {
  const list = [
    { id: 1, created_at: '2026-01-01T00:00:00Z' },
    { id: 2, created_at: '2026-03-01T00:00:00Z' },
    { id: 3, created_at: 'unknown' },
    { id: 4, created_at: '2026-02-01T00:00:00Z' },
    { id: 5, created_at: '2026-03-01T00:00:00Z' },
  ];

  it('shows 3 by default, newest first, ties in input order', () => {
    expect(RECENT_ITEMS_LIMIT).toBe(3);
    expect(ids(recentItems(list))).toEqual([2, 5, 4]);
  });

  it('honours the limit and sends unreadable dates last', () => {
    expect(ids(recentItems(list, 10))).toEqual([2, 5, 4, 1, 3]);
    expect(recentItems(list, 0)).toEqual([]);
    expect(recentItems([], 3)).toEqual([]);
  });

  it('does not reorder its input', () => {
    recentItems(list);
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('filterTenantApplications', () => {
  const summary = (owner_name: string) => ({
    id: 10,
    title: 'x',
    address: 'Calle 1',
    city: 'Madrid',
    thumbnail: null,
    owner_name,
  });
  const list = [
    {
      id: 1,
      status: 'pendiente',
      property_title: 'Ático en Chamberí',
      property_summary: summary('Carmen Ruiz'),
    },
    { id: 2, status: 'aceptada', property_title: 'Piso en Gràcia', property_summary: summary('Javier Soto') },
    { id: 3, status: 'rechazada', property_title: 'Estudio en Triana', property_summary: null },
  ] as const;

  it('keeps every status for all, one status otherwise', () => {
    expect(TENANT_APPLICATION_FILTERS).toEqual(['all', 'pendiente', 'aceptada', 'rechazada']);
    expect(filterTenantApplications(list, 'all').map((a) => a.id)).toEqual([1, 2, 3]);
    expect(filterTenantApplications(list, 'aceptada').map((a) => a.id)).toEqual([2]);
  });
  it('searches property title and landlord name, ignoring case and accents', () => {
    expect(filterTenantApplications(list, 'all', 'atico').map((a) => a.id)).toEqual([1]);
    expect(filterTenantApplications(list, 'all', 'javier').map((a) => a.id)).toEqual([2]);
    expect(filterTenantApplications(list, 'pendiente', 'javier')).toEqual([]);
    expect(filterTenantApplications(list, 'all', 'triana').map((a) => a.id)).toEqual([3]);
  });
});

describe('agendaOrder', () => {
  const visit = (id: number, date: string, time: string) => ({ id, date, time });
  it('puts coming visits first, soonest first, then past ones, most recent first', () => {
    const list = [
      visit(1, '2026-10-13', '19:00'),
      visit(2, '2026-11-06', '14:00'),
      visit(3, '2026-11-24', '13:30'),
      visit(4, '2026-11-22', '10:00'),
      visit(5, '2026-11-24', '09:00'),
      visit(6, '2026-12-14', '10:00'),
    ];
    expect(agendaOrder(list, '2026-11-22').map((a) => a.id)).toEqual([4, 5, 3, 6, 2, 1]);
  });
  it('leaves the input alone and handles an empty list', () => {
    const list = [visit(1, '2026-01-01', '09:00'), visit(2, '2025-01-01', '09:00')];
    const copy = [...list];
    agendaOrder(list, '2026-06-01');
    expect(list).toEqual(copy);
    expect(agendaOrder([], '2026-06-01')).toEqual([]);
  });
});
