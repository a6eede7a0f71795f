import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../support/build.ts';

/**
 * The Swagger UI at /api/docs is served under the app's own strict Content-Security-Policy
 * (plugins/security.ts), not @fastify/swagger-ui's looser one (frame-ancestors 'self', script hashes,
 * upgrade-insecure-requests, which breaks a plain-HTTP install), and still works under it: every script
 * it runs is a file from this origin, the initializer included. (Checked by hand in Chromium too: the
 * page renders every operation with no CSP violation in the console.)
 */
describe('API docs under the strict CSP', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.close());

  const expectStrictCsp = (csp: string | undefined, url: string) => {
    const directives = new Map(
      (csp ?? '').split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('frame-ancestors'), url).toBe("'none'");
    expect(directives.get('script-src'), url).toBe("'self'");
    expect(directives.get('default-src'), url).toBe("'self'");
    expect(directives.get('worker-src'), url).toBe("'self'");
    expect(directives.get('manifest-src'), url).toBe("'self'");
    expect(directives.has('upgrade-insecure-requests'), url).toBe(false);
  };

  it('the page and every file it loads carry the strict CSP, and its scripts are files', async () => {
    for (const docs of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url: docs });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expectStrictCsp(page.headers['content-security-policy'] as string, docs);

      const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const [, attrs = '', inline = ''] of scripts) {
        expect(attrs).toMatch(/\bsrc="[^"]+"/);
        expect(inline.trim()).toBe('');
      }
      expect(page.body).not.toMatch(/\son[a-z]+=/i);

      const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, f]) => f!);
      const base = new URL(docs, 'http://turnout.test');
      for (const file of files) {
        const url = new URL(file, base).pathname;
        expect(url.startsWith('/api/docs/static/'), url).toBe(true);
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expectStrictCsp(res.headers['content-security-policy'] as string, url);
        if (url.endsWith('.js')) expect(res.headers['content-type'], url).toMatch(/javascript/);
      }
      expect(files.map((f) => f.split('/').pop())).toContain('swagger-initializer.js');
    }
  });

  it('the initializer loads the API document from /api/docs/json, which the CSP allows (same origin)', async () => {
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain("resolveUrl('./json')");
    expect(init.body).toContain('validatorUrl: null');
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ openapi: '3.0.3', info: { title: 'Turnout API' } });
  });
});
