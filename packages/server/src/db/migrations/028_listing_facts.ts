import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * The facts Spanish law asks a rental ad to show: the energy certificate (rating, consumption,
 * emissions), the cadastral reference and the NRUA (the 2025 register of room and seasonal lets).
 * All optional: existing properties keep null until their landlord fills them in.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against no fixed schema.
export async function up(db: Kysely<any>): Promise<void> {
  // PostgreSQL's `real` is 4 bytes (85.4 would read back as 85.4000015); SQLite's is 8.
  const real = db.getExecutor().adapter instanceof PostgresAdapter ? 'double precision' : 'real';
  await db.schema.alterTable('properties').addColumn('energy_rating', 'text').execute();
  await db.schema.alterTable('properties').addColumn('energy_consumption', real).execute();
  await db.schema.alterTable('properties').addColumn('energy_emissions', real).execute();
  await db.schema.alterTable('properties').addColumn('cadastral_reference', 'text').execute();
  await db.schema.alterTable('properties').addColumn('nrua_number', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see above.
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [
    'nrua_number',
    'cadastral_reference',
    'energy_emissions',
    'energy_consumption',
    'energy_rating',
  ]) {
    await db.schema.alterTable('properties').dropColumn(column).execute();
  }
}
