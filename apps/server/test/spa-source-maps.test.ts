import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DbHandle } from '../src/db/client.ts';

/**
 * In production no source map is served, even when one lies in the web build (an operator's own build
 * with maps on): /assets/*.map, and any other .map, answers a JSON 404, never the file nor index.html.
 */
describe('source maps in production', () => {
  let dist: string;
  let database: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'turnout-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Turnout</title>');
    await writeFile(
      path.join(dist, 'assets', 'app-123.js'),
      'console.log(1)\n//# sourceMappingURL=app-123.js.map',
    );
    await writeFile(path.join(dist, 'assets', 'app-123.js.map'), '{"version":3,"sources":["src/app.tsx"]}');
    await writeFile(path.join(dist, 'sw.js.map'), '{"version":3,"sources":["src/sw.ts"]}');
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
      database,
      jwtSecret: 'x'.repeat(40),
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers /assets/*.map and any other .map with a JSON 404; the scripts themselves are served', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-123.js' })).statusCode).toBe(200);
    for (const url of ['/assets/app-123.js.map', '/sw.js.map', '/assets/missing.js.map']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        error: `There is no file ${url}.`,
        message: `There is no file ${url}.`,
        code: 'NOT_FOUND',
      });
      expect(res.body).not.toContain('sources');
    }
  });
});
