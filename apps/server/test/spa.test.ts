import { mkdtemp, mkdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type DbHandle } from '../src/db/client.ts';

describe('serving the web client', () => {
  let dist: string;
  let database: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'turnout-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Turnout</title>');
    await writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Turnout","start_url":"/"}');
    await writeFile(path.join(dist, 'rsvp-page.js'), 'document.title;');
    database = await openDatabase({ kind: 'pglite' });
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      jwtSecret: 'x'.repeat(40),
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers client routes with index.html, never cached, so a reload of /games/12 works', async () => {
    for (const url of ['/', '/games/12', '/login?sessionExpired=true', '/signup']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Turnout</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves build files with a long cache, and a 404 for a missing one', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
  });

  it('serves the service worker and the web app manifest from the root, revalidated on every load', async () => {
    // A browser checks /sw.js for a new version on each navigation; no-cache makes that check reach the
    // server, so a new build's worker is found at once (README "Notifications", installable app).
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.body).toContain('addEventListener');
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");

    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Turnout', start_url: '/' });
  });

  it('answers /rsvp/{token} with the server’s one-tap page, which loads only /rsvp-page.js', async () => {
    // docs/decisions/018-one-tap-page.md: not the app's index.html, even for a token it cannot read.
    const page = await app.inject({
      method: 'GET',
      url: '/rsvp/not-a-token',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(401);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).not.toContain('<title>Turnout</title>');
    expect([...page.body.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      '<script type="module" src="/rsvp-page.js">',
    ]);
    const script = await app.inject({ method: 'GET', url: '/rsvp-page.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('no-cache');
  });

  it('keeps /api paths JSON, and POST /signup is the API', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const signup = await app.inject({ method: 'POST', url: '/signup', payload: {} });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers an /api path of any length with the JSON error, and a long page path with the client', async () => {
    for (const url of [
      `/api/games/${'5'.repeat(5000)}`,
      `/api/${'x'.repeat(5000)}`,
      `/api/groups/${'1'.repeat(300)}/x`,
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url.length}`).toBe(404);
        if (method === 'HEAD') continue;
        const body = res.json<{ error: string; code: string }>();
        expect(body.code).toBe('NOT_FOUND');
        // The sentence repeats at most the first 100 characters of the path.
        expect(body.error).toBe(`There is no GET ${url.slice(0, 100)}… in the Turnout API.`);
      }
    }
    const page = await app.inject({ method: 'GET', url: `/${'x'.repeat(5000)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Turnout</title>');
  });
});
