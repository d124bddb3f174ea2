import type {
  Appointment,
  Conversation,
  Favorite,
  Image,
  Listing,
  Message,
  Notification,
  Page,
  Property,
  PropertyRequest,
  ResponseStats,
  Room,
  SavedReply,
  TenantRequest,
  User,
} from '../schemas';

/**
 * Factories of contract-valid records, for tests and Storybook fixtures. Each takes overrides;
 * defaults describe one coherent small world (landlord 1 owns property 10 with room 100).
 */

const STAMP = '2026-11-01T10:00:00.000Z';
// A reserved example domain (RFC 2606): a fixture's picture never reaches a developer's own server.
const MEDIA = 'https://media.convive.example/media';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 2,
    email: 'lucia.garcia@example.com',
    first_name: 'Lucía',
    last_name: 'García',
    phone: '+34 612 345 678',
    bio: '',
    date_of_birth: '1995-04-12',
    profile_picture: null,
    is_landlord: false,
    is_tenant: true,
    date_joined: STAMP,
    ...overrides,
  };
}

export function makeLandlord(overrides: Partial<User> = {}): User {
  return makeUser({
    id: 1,
    email: 'carmen.ruiz@example.com',
    first_name: 'Carmen',
    last_name: 'Ruiz',
    is_landlord: true,
    is_tenant: false,
    ...overrides,
  });
}

export function makeImage(overrides: Partial<Image> = {}): Image {
  const id = overrides.id ?? 1000;
  return {
    id,
    image: `${MEDIA}/properties/${id}.jpg`,
    thumbnail: `${MEDIA}/properties/${id}-thumb.jpg`,
    is_main: false,
    order: 0,
    ...overrides,
  };
}

export function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    id: 100,
    coliving_property: 10,
    coliving_property_title: 'Coliving luminoso en Malasaña',
    city: 'Madrid',
    neighborhood: 'Malasaña',
    room_number: 'A1',
    title: 'Habitación exterior con escritorio',
    description: 'Habitación amplia con ventana a la calle y escritorio.',
    price_monthly: 520,
    size_sqm: 14,
    floor_level: 3,
    status: 'available',
    has_private_bathroom: false,
    has_window: true,
    has_balcony: true,
    has_desk: true,
    has_wardrobe: true,
    is_furnished: true,
    available_from: '2026-12-01',
    min_stay_months: 3,
    max_stay_months: 12,
    deposit_amount: 520,
    images: [],
    thumbnail: null,
    owner: 1,
    owner_name: 'Carmen Ruiz',
    owner_profile_picture: null,
    is_featured: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 10,
    title: 'Coliving luminoso en Malasaña',
    description: 'Piso compartido reformado, a cinco minutos del metro Tribunal.',
    property_type: 'piso',
    price: 1800,
    price_per_room: 520,
    address: 'Calle del Espíritu Santo 12',
    city: 'Madrid',
    postal_code: '28004',
    country: 'España',
    location: 'Centro',
    neighborhood: 'Malasaña',
    plus_code_or_maps_link: '',
    bedrooms: 4,
    bathrooms: 2,
    size: 110,
    floor: 3,
    is_coliving: true,
    is_furnished: true,
    has_parking: false,
    has_pool: false,
    has_terrace: true,
    has_garden: false,
    has_elevator: true,
    pets_allowed: false,
    energy_rating: null,
    energy_consumption: null,
    energy_emissions: null,
    cadastral_reference: null,
    nrua_number: null,
    status: 'disponible',
    is_featured: true,
    listing: null,
    hidden_by_listing: false,
    owner: 1,
    owner_name: 'Carmen Ruiz',
    images: [makeImage({ id: 1000, is_main: true, order: 0 }), makeImage({ id: 1001, order: 1 })],
    thumbnail: `${MEDIA}/properties/1000-thumb.jpg`,
    rooms_count: 4,
    available_rooms_count: 2,
    rooms_status_summary: {
      total: 4,
      available: 2,
      occupied: 1,
      reserved: 1,
      maintenance: 0,
      occupancy_rate: 25,
    },
    rooms: [],
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeFavorite(overrides: Partial<Favorite> = {}): Favorite {
  const property = overrides.property_details ?? makeProperty();
  return { id: 500, property: property.id, property_details: property, created_at: STAMP, ...overrides };
}

export function makeAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 300,
    property: 10,
    property_title: 'Coliving luminoso en Malasaña',
    property_owner: 1,
    user: 2,
    user_name: 'Lucía García',
    guest: null,
    requester_contact: null,
    date: '2026-11-24',
    time: '10:30',
    notes: '',
    status: 'pendiente',
    cancelled_by: null,
    response_message: '',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makePropertyRequest(overrides: Partial<PropertyRequest> = {}): PropertyRequest {
  return {
    id: 400,
    property: 10,
    property_title: 'Coliving luminoso en Malasaña',
    property_summary: null,
    room: null,
    room_title: null,
    request_type: 'property',
    request_display: 'Propiedad Completa',
    kind: 'inquiry',
    user_id: 2,
    tenant_name: 'Lucía García',
    tenant_email: 'lucia.garcia@example.com',
    tenant_phone: '',
    status: 'pendiente',
    message: '¿Está disponible a partir de diciembre?',
    response_message: '',
    response_automatic: false,
    desired_entry_date: null,
    move_in: null,
    move_out: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeTenantRequest(overrides: Partial<TenantRequest> = {}): TenantRequest {
  return {
    id: 400,
    title: 'Consulta sobre Coliving luminoso en Malasaña',
    description: '¿Está disponible a partir de diciembre?',
    status: 'pending',
    request_type: 'inquiry',
    property: 10,
    property_details: { title: 'Coliving luminoso en Malasaña' },
    response_message: null,
    response_automatic: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 700,
    title: 'Nueva solicitud de visita',
    message: 'Lucía García quiere visitar Coliving luminoso en Malasaña el 24/11/2026 a las 10:30.',
    notification_type: 'appointment',
    status: 'unread',
    related_object_id: 300,
    related_object_type: 'appointment',
    event_type: 'appointment_created',
    user: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 600,
    title: 'Habitación en Madrid',
    description: 'Habitaciones en un coliving reformado de Malasaña.',
    property: { id: 10, title: 'Coliving luminoso en Malasaña', city: 'Madrid', thumbnail: null },
    rent_terms: 'Contrato mínimo de 6 meses. Se requiere un mes de fianza.',
    min_stay: 6,
    deposit: 520,
    available_from: '2026-12-01',
    status: 'published',
    is_featured: true,
    views: 42,
    inquiries: 3,
    owner: 1,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

/** Wraps records in the page envelope. */
export function makePage<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}

/** A message of conversation 800, from the tenant (Lucía) as the landlord reads it. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 900,
    conversation: 800,
    kind: 'text',
    mine: false,
    sender_name: 'Lucía García',
    text: 'Hola, ¿sigue disponible la habitación?',
    masked: false,
    attachments: [],
    visit: null,
    created_at: STAMP,
    read: false,
    ...overrides,
  };
}

/** Conversation 800 between tenant 2 (Lucía) and landlord 1 about property 10, as the landlord sees it. */
export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 800,
    property: 10,
    property_title: 'Coliving luminoso en Malasaña',
    property_thumbnail: null,
    other_party: { id: 2, name: 'Lucía García', avatar: null, role: 'inquilino' },
    last_message: makeMessage(),
    unread_count: 1,
    archived: false,
    blocked: false,
    blocked_by_other: false,
    contact_unlocked: false,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeSavedReply(overrides: Partial<SavedReply> = {}): SavedReply {
  return {
    id: 50,
    title: 'Sigue disponible',
    text: 'Hola {nombre}, {propiedad} sigue disponible. ¿Quieres verla esta semana?',
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

export function makeResponseStats(overrides: Partial<ResponseStats> = {}): ResponseStats {
  return { median_first_response_minutes: 95, response_rate: 0.92, conversations: 25, ...overrides };
}
