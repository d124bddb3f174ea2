import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** `integer primary key` autoincrements in SQLite; PostgreSQL needs an identity column. */
function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

// Kysely's builders are typed per table name; migrations work on an untyped database.
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Table = CreateTableBuilder<string, any>;

function withId(db: Db, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const boolFalse = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const textEmpty = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const cascade = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(`${table}.id`).onDelete('cascade');

export async function up(db: Db): Promise<void> {
  // PostgreSQL's `real` is 4 bytes (1234.56 reads back as 1234.560059); SQLite's is 8.
  const REAL = isPostgres(db) ? 'double precision' : 'real';
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('phone', 'text', textEmpty)
    .addColumn('bio', 'text', textEmpty)
    .addColumn('date_of_birth', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('is_landlord', 'integer', boolFalse)
    .addColumn('is_tenant', 'integer', boolFalse)
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('date_joined', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('auth_tokens'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('last_used_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('auth_tokens_user').on('auth_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('tenant_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('min_price', REAL)
    .addColumn('max_price', REAL)
    .addColumn('preferred_cities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('min_bedrooms', 'integer')
    .addColumn('min_bathrooms', 'integer')
    .addColumn('preferred_property_types', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('needs_furnished', 'integer', boolFalse)
    .addColumn('needs_parking', 'integer', boolFalse)
    .addColumn('allows_pets', 'integer', boolFalse)
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('properties'))
    .addColumn('owner_id', 'integer', cascade('users'))
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('property_type', 'text', notNull)
    .addColumn('price', REAL, notNull)
    .addColumn('price_per_room', REAL)
    .addColumn('address', 'text', notNull)
    .addColumn('city', 'text', notNull)
    .addColumn('city_key', 'text', notNull)
    .addColumn('postal_code', 'text', notNull)
    .addColumn('country', 'text', notNull)
    .addColumn('location', 'text', textEmpty)
    .addColumn('neighborhood', 'text', textEmpty)
    .addColumn('plus_code_or_maps_link', 'text', textEmpty)
    .addColumn('bedrooms', 'integer', notNull)
    .addColumn('bathrooms', 'integer', notNull)
    .addColumn('size', REAL, notNull)
    .addColumn('floor', 'integer')
    .addColumn('is_coliving', 'integer', boolFalse)
    .addColumn('is_furnished', 'integer', boolFalse)
    .addColumn('has_parking', 'integer', boolFalse)
    .addColumn('has_pool', 'integer', boolFalse)
    .addColumn('has_terrace', 'integer', boolFalse)
    .addColumn('has_garden', 'integer', boolFalse)
    .addColumn('has_elevator', 'integer', boolFalse)
    .addColumn('pets_allowed', 'integer', boolFalse)
    .addColumn('status', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  // The public search filters on status (always 'disponible') and usually a city, newest first:
  // this index serves the filter's leading columns and the ORDER BY together.
  await db.schema
    .createIndex('properties_search')
    .on('properties')
    .columns(['status', 'city_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('properties_status_created')
    .on('properties')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('properties_owner').on('properties').column('owner_id').execute();

  for (const [table, parent] of [
    ['property_images', 'properties'],
    ['room_images', 'rooms'],
  ] as const) {
    if (table === 'room_images') {
      await withId(db, db.schema.createTable('rooms'))
        .addColumn('property_id', 'integer', cascade('properties'))
        .addColumn('room_number', 'text', notNull)
        .addColumn('title', 'text', notNull)
        .addColumn('description', 'text', textEmpty)
        .addColumn('price_monthly', REAL, notNull)
        .addColumn('size_sqm', REAL, notNull)
        .addColumn('floor_level', 'integer')
        .addColumn('status', 'text', notNull)
        .addColumn('has_private_bathroom', 'integer', boolFalse)
        .addColumn('has_window', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('has_balcony', 'integer', boolFalse)
        .addColumn('has_desk', 'integer', boolFalse)
        .addColumn('has_wardrobe', 'integer', boolFalse)
        .addColumn('is_furnished', 'integer', boolFalse)
        .addColumn('available_from', 'text', notNull)
        .addColumn('min_stay_months', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('max_stay_months', 'integer')
        .addColumn('deposit_amount', REAL)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createIndex('rooms_property')
        .on('rooms')
        .columns(['property_id', 'room_number'])
        .execute();
      await db.schema
        .createIndex('rooms_status_created')
        .on('rooms')
        .columns(['status', 'created_at'])
        .execute();
    }
    await withId(db, db.schema.createTable(table))
      .addColumn('owner_ref', 'integer', cascade(parent))
      .addColumn('storage_key', 'text', notNull)
      .addColumn('thumb_key', 'text', notNull)
      .addColumn('is_main', 'integer', boolFalse)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex(`${table}_owner`).on(table).columns(['owner_ref', 'position']).execute();
  }

  await withId(db, db.schema.createTable('favorites'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('property_id', 'integer', cascade('properties'))
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('favorites_user_property', ['user_id', 'property_id'])
    .execute();
  await db.schema.createIndex('favorites_property').on('favorites').column('property_id').execute();

  await withId(db, db.schema.createTable('appointments'))
    .addColumn('property_id', 'integer', cascade('properties'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('date', 'text', notNull)
    .addColumn('time', 'text', notNull)
    .addColumn('notes', 'text', textEmpty)
    .addColumn('status', 'text', notNull)
    .addColumn('response_message', 'text', textEmpty)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('appointments_user').on('appointments').column('user_id').execute();
  await db.schema.createIndex('appointments_property').on('appointments').column('property_id').execute();

  await withId(db, db.schema.createTable('property_requests'))
    .addColumn('property_id', 'integer', cascade('properties'))
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('request_type', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('tenant_name', 'text', notNull)
    .addColumn('tenant_email', 'text', notNull)
    .addColumn('tenant_phone', 'text', textEmpty)
    .addColumn('message', 'text', notNull)
    .addColumn('desired_entry_date', 'text')
    .addColumn('status', 'text', notNull)
    .addColumn('response_message', 'text', textEmpty)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('property_requests_property')
    .on('property_requests')
    .column('property_id')
    .execute();
  await db.schema.createIndex('property_requests_user').on('property_requests').column('user_id').execute();

  await withId(db, db.schema.createTable('contact_messages'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone', 'text', textEmpty)
    .addColumn('subject', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('user_id', 'integer', cascade('users'))
    .addColumn('title', 'text', notNull)
    .addColumn('message', 'text', notNull)
    .addColumn('notification_type', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('related_object_id', 'integer')
    .addColumn('related_object_type', 'text')
    .addColumn('event_type', 'text', textEmpty)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('notifications_user_status')
    .on('notifications')
    .columns(['user_id', 'status', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('listings'))
    .addColumn('property_id', 'integer', cascade('properties'))
    .addColumn('owner_id', 'integer', cascade('users'))
    .addColumn('title', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('rent_terms', 'text', notNull)
    .addColumn('min_stay', 'integer', notNull)
    .addColumn('deposit', REAL, notNull)
    .addColumn('available_from', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('is_featured', 'integer', boolFalse)
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('listings_owner').on('listings').column('owner_id').execute();
  await db.schema
    .createIndex('listings_property')
    .on('listings')
    .columns(['property_id', 'status'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'listings',
    'notifications',
    'contact_messages',
    'property_requests',
    'appointments',
    'favorites',
    'room_images',
    'rooms',
    'property_images',
    'properties',
    'tenant_preferences',
    'password_resets',
    'auth_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
