import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest, refreshStatistics } from '../db/migrate';
import { LocalStorage } from '../storage/storage';
import { DEMO_ACCOUNTS, seedIfEmpty } from './demo';
import { seedSynthetic } from './synthetic';

/**
 * `npm run seed -- [--properties N] [--demo] [--seed S] [--landlords K] [--batch B]`: opens the
 * configured database (DATA_DIR, or DATABASE_URL for PostgreSQL), migrates it, and loads the demo
 * (only into a database without users) and/or N synthetic properties for benchmarks.
 */

const USAGE = `Uso: npm run seed -- [opciones]

  --properties N   inserta N propiedades sintéticas (sin imágenes), p. ej. 100000
  --demo           carga los datos de demostración (solo si la base de datos no tiene usuarios)
  --seed S         semilla del generador sintético (por defecto 1)
  --landlords K    propietarios sintéticos que las reparten (por defecto 5)
  --batch B        filas por INSERT (por defecto 500)
  --help           esta ayuda

La base de datos es la de la configuración: DATABASE_URL=postgres://… o SQLite en DATA_DIR (por defecto ./data).`;

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} espera un número entero, no «${value}».`);
  return n;
}

export async function runSeedCli(argv: string[] = process.argv.slice(2)): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      properties: { type: 'string', short: 'n' },
      demo: { type: 'boolean', default: false },
      seed: { type: 'string' },
      landlords: { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  const properties = positiveInt('properties', values.properties, 0);
  if (values.help || (!values.demo && properties === 0)) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  const database = openDatabase(config);
  const where = config.databaseUrl
    ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//…@')})`
    : join(config.dataDir, 'convive.db');
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      `Base de datos: ${where}${applied.length ? ` (migraciones aplicadas: ${applied.join(', ')})` : ''}`,
    );
    if (values.demo) {
      const summary = await seedIfEmpty({
        db: database.db,
        storage: new LocalStorage(join(config.dataDir, 'media')),
        timeZone: config.timeZone,
      });
      if (summary) {
        console.log(
          `Demo cargada en ${(summary.ms / 1000).toFixed(1)} s: ${summary.properties} propiedades en ${summary.cities} ciudades, ${summary.rooms} habitaciones, ${summary.images} imágenes, ${summary.users} usuarios.`,
        );
        console.log(
          `Cuentas: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (contraseña ${DEMO_ACCOUNTS[0]?.password}).`,
        );
      } else {
        console.log('La base de datos ya tiene usuarios: no se carga la demo.');
      }
    }
    if (properties > 0) {
      let lastReport = 0;
      const summary = await seedSynthetic(database.db, {
        properties,
        seed: positiveInt('seed', values.seed, 1),
        landlords: Math.max(1, positiveInt('landlords', values.landlords, 5)),
        batchSize: Math.max(1, positiveInt('batch', values.batch, 500)),
        onProgress: (done, total) => {
          if (done === total || done - lastReport >= 20_000) {
            lastReport = done;
            console.log(`  ${done.toLocaleString('es-ES')} / ${total.toLocaleString('es-ES')}`);
          }
        },
      });
      const perSecond = Math.round(summary.properties / Math.max(0.001, summary.ms / 1000));
      console.log(
        `${summary.properties.toLocaleString('es-ES')} propiedades sintéticas (y ${summary.rooms.toLocaleString('es-ES')} habitaciones) en ${(summary.ms / 1000).toFixed(1)} s (${perSecond.toLocaleString('es-ES')}/s), de ${summary.landlords} propietarios.`,
      );
    }
    // Fresh planner statistics after a bulk load, or the first searches pick a slow plan.
    await refreshStatistics(database.db, true);
    return 0;
  } finally {
    await database.close();
  }
}

runSeedCli().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
