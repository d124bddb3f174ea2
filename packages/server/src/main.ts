import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type App, type BuildAppOptions, buildApp } from './app';
import { assertStartable, type Config, loadConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed/demo';

/**
 * The server process (`node dist/main.js`, what `npm start` runs): configuration from the
 * environment, the app, the demo data on the first start of an empty database, listen, and a
 * graceful stop on SIGINT/SIGTERM. `buildApp` stays free of all of this (app.ts), so tests build
 * apps without listening or seeding.
 */

/** How long a graceful stop may take before the process exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface StartOptions {
  /** @default process.env */
  env?: NodeJS.ProcessEnv;
  /** Settings over the environment's (tests: port 0, a temporary data folder…). */
  config?: Partial<Config>;
  /** An open database instead of the configured one (tests); it is not closed with the app. */
  database?: DatabaseHandle;
  /** pino options, or false for silence. */
  logger?: BuildAppOptions['logger'];
  /** Install the SIGINT/SIGTERM handlers. @default true */
  handleSignals?: boolean;
}

/** The origin a person types: the listening address, with 0.0.0.0 / :: shown as localhost. */
function displayOrigin(app: App): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.ctx.config.port;
  const host = app.ctx.config.host;
  const shown = ['0.0.0.0', '::', '', '127.0.0.1', '::1'].includes(host) ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** Builds the app, loads the demo into an empty database when enabled, and listens. */
export async function start(options: StartOptions = {}): Promise<App> {
  const config = loadConfig(options.env ?? process.env, options.config);
  assertStartable(config);
  // The uploads folder is served at /media/: create it up front, so a first start finds it.
  mkdirSync(join(config.dataDir, 'media'), { recursive: true });
  const app = await buildApp({
    config,
    ...(options.database ? { database: options.database } : {}),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
  });
  try {
    if (config.seedDemo) {
      const summary = await seedIfEmpty(app.ctx);
      if (summary) {
        app.log.info(
          { ...summary },
          `Datos de demostración cargados en ${(summary.ms / 1000).toFixed(1)} s: ${summary.properties} propiedades en ${summary.cities} ciudades, ${summary.rooms} habitaciones, ${summary.users} usuarios.`,
        );
        app.log.info(
          `Cuentas de demostración (contraseña ${DEMO_ACCOUNTS[0]?.password}): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`,
        );
      }
    }
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  const origin = displayOrigin(app);
  app.log.info(`Convive en ${origin} — API ${origin}/api/ — documentación ${origin}/api/docs/`);
  if (options.handleSignals ?? true) installShutdown(app);
  return app;
}

/** SIGINT/SIGTERM: close the app (requests finish, sockets and database close), at most 10 s. */
export function installShutdown(app: App, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal (a terminal sends one to the whole process group, `npm start` forwards its
    // own) must not cut the first stop short: the timer below already bounds it.
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} recibido: cerrando el servidor…`);
    const timer = setTimeout(() => {
      app.log.error(`El cierre tardó más de ${SHUTDOWN_TIMEOUT_MS / 1000} s: salida forzada.`);
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error al cerrar el servidor');
        clearTimeout(timer);
        exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** True when this file is the program being run (not imported by a test or another module). */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  start().catch((error: unknown) => {
    console.error('No se pudo arrancar el servidor:', error);
    process.exit(1);
  });
}
