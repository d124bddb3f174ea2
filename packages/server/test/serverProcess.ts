import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

/** A real server process (the entry point, from source), for tests of several processes or a kill. */
export interface ServerProcess {
  child: ChildProcess;
  /** Where it listens ('http://127.0.0.1:PORT'), read from its start-up line. */
  origin: string;
  /** SIGTERM, resolved when it has exited (at once if it already has, killed or not). */
  stop(): Promise<void>;
}

const serverRoot = join(import.meta.dirname, '..');

/**
 * Starts `src/main.ts` on a free port with a clean environment (PATH only) plus `env`: no demo
 * data, info logs (the start-up line gives the origin). Rejects with the output when it exits or
 * has not started within 30 s.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const found = /Convive en (http:\/\/[^\s"]+?) —/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
