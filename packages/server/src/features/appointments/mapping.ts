import type { Appointment, GuestVisit } from '@convive/sdk';
import { leadSourceOut } from '../../services/partnerKeys';
import { displayName } from '../../services/users';
import type { Party, VisitEvent } from './calendar';
import type { AppointmentQueries, AppointmentWithNames } from './queries';

/**
 * A visit as `viewerId` may see it: the requester's contact goes to the property's owner only (the
 * one who has to answer them), never back to the requester or anyone else.
 */
export function appointmentOut(row: AppointmentWithNames, viewerId: number | null): Appointment {
  const contact =
    row.user_id === null
      ? { email: row.guest_email, phone: row.guest_phone }
      : { email: row.requester_email ?? '', phone: row.requester_phone ?? '' };
  return {
    id: row.id,
    property: row.property_id,
    property_title: row.property_title,
    property_owner: row.property_owner,
    user: row.user_id,
    user_name:
      row.user_id === null
        ? row.guest_name
        : displayName({
            first_name: row.requester_first_name ?? '',
            last_name: row.requester_last_name ?? '',
          }),
    guest:
      row.user_id === null ? { name: row.guest_name, email: row.guest_email, phone: row.guest_phone } : null,
    date: row.date,
    time: row.time,
    notes: row.notes,
    requester_contact: viewerId !== null && viewerId === row.property_owner ? contact : null,
    status: row.status as Appointment['status'],
    cancelled_by:
      row.status === 'cancelada' && (row.cancelled_by === 'owner' || row.cancelled_by === 'requester')
        ? row.cancelled_by
        : null,
    response_message: row.response_message,
    source: leadSourceOut(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A guest's visit as the guest sees it once confirmed: the visit as the landlord received it. */
export function guestVisitOut(row: AppointmentWithNames): GuestVisit {
  return {
    appointment: row.id,
    property: row.property_id,
    property_title: row.property_title,
    date: row.date,
    time: row.time,
    status: row.status as GuestVisit['status'],
  };
}

/** A visit's event from its row (`eventRow`): a guest's own contact, or the account's. */
export function visitEventOut(
  row: NonNullable<Awaited<ReturnType<AppointmentQueries['eventRow']>>>,
): VisitEvent {
  const tenant: Party =
    row.user_id === null
      ? { name: row.guest_name, email: row.guest_email, phone: row.guest_phone }
      : {
          name: displayName({
            first_name: row.tenant_first_name ?? '',
            last_name: row.tenant_last_name ?? '',
          }),
          email: row.tenant_email ?? '',
          phone: row.tenant_phone ?? '',
        };
  return {
    id: row.id,
    propertyId: row.property_id,
    title: row.title,
    address: row.address,
    city: row.city,
    date: row.date,
    time: row.time,
    status: row.status,
    sequence: Number(row.sequence),
    notes: row.notes,
    tenant,
    landlord: {
      name: displayName({ first_name: row.owner_first_name, last_name: row.owner_last_name }),
      email: row.owner_email,
      phone: row.owner_phone ?? '',
    },
  };
}
