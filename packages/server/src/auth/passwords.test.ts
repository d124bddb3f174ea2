import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_OPTIONS, passwordHashOptions, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('use full strength outside test runs, and in production whatever the environment says', () => {
    expect(passwordHashOptions({})).toBe(PASSWORD_HASH_OPTIONS);
    expect(passwordHashOptions({ NODE_ENV: 'production' })).toBe(PASSWORD_HASH_OPTIONS);
    expect(passwordHashOptions({ VITEST: 'true', NODE_ENV: 'production' })).toBe(PASSWORD_HASH_OPTIONS);
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    // Only a test run (Vitest's workers and the servers they start) gets the cheap ones.
    expect(passwordHashOptions({ VITEST: 'true' }).memoryCost).toBeLessThan(PASSWORD_HASH_OPTIONS.memoryCost);
  });

  it('are made at full strength by a process that is not a test run', () => {
    // A separate Node process without VITEST: what `npm start` runs.
    const env = { ...process.env };
    delete env.VITEST;
    delete env.VITEST_WORKER_ID;
    delete env.VITEST_POOL_ID;
    const script =
      "import('@node-rs/argon2').then(async (a) => {" +
      "const { passwordHashOptions } = await import('./src/auth/passwords.ts');" +
      'process.stdout.write(await a.hash("x", passwordHashOptions()));})';
    const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
      cwd: new URL('../..', import.meta.url).pathname,
      env,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verify whatever parameters they were made with', async () => {
    const cheap = await hashPassword('Convive-Prueba-2026');
    expect(await verifyPassword(cheap, 'Convive-Prueba-2026')).toBe(true);
    expect(await verifyPassword(cheap, 'otra')).toBe(false);
    expect(await verifyPassword('no es un hash', 'x')).toBe(false);
  });
});
