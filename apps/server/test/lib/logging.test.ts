import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { build } from '../support/build.ts';
import { createUser, FACTORY_PASSWORD } from '../support/factories.ts';
import { loggerOptions, redactText, redactUrl } from '../../src/lib/logging.ts';

describe('redactUrl', () => {
  it('masks reset and invitation secrets and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123&email=a%40b.c')).toBe(
      '/reset-password?token=[redacted]&email=[redacted]',
    );
    expect(redactUrl('/invite/s3cr3t')).toBe('/invite/[redacted]');
    expect(redactUrl('/api/invites/verify/s3cr3t')).toBe('/api/invites/verify/[redacted]');
    expect(redactUrl('/signup?inviteToken=xyz')).toBe('/signup?inviteToken=[redacted]');
    expect(redactUrl('/api/games?limit=5')).toBe('/api/games?limit=5');
    expect(redactUrl('/games/12')).toBe('/games/12');
  });

  it.each([
    ['/rsvp/tok.en-1?status=in', '/rsvp/[redacted]?status=in'],
    ['/api/rsvp-links/tok.en-1', '/api/rsvp-links/[redacted]'],
    ['/calendar/Secret_1.ics', '/calendar/[redacted]'],
    ['/api/unsubscribe/tok.en-1', '/api/unsubscribe/[redacted]'],
    ['/unsubscribe/tok.en-1', '/unsubscribe/[redacted]'],
    ['/api/invites/tok-1/accept', '/api/invites/[redacted]/accept'],
    // The web app's router ignores letter case; repeated slashes reach the same screens.
    ['/RSVP/tok.en-1', '/RSVP/[redacted]'],
    ['//api//rsvp-links/tok.en-1', '//api//rsvp-links/[redacted]'],
    ['/Calendar/Secret_1.ics', '/Calendar/[redacted]'],
    // Invite links: the web screen and the API.
    ['/join/Secret_1', '/join/[redacted]'],
    ['/api/join/Secret_1', '/api/join/[redacted]'],
    ['/login/email/Secret_1', '/login/email/[redacted]'],
    ['/api/login/email/link/Secret_1', '/api/login/email/link/[redacted]'],
    ['//JOIN/Secret_1', '//JOIN/[redacted]'],
  ])('masks the token or secret of %s and keeps the route', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('masks a token-length run in any other path segment, and nothing shorter', () => {
    const token = 'A'.repeat(20) + '_b-'.repeat(10);
    expect(redactUrl(`/api/somewhere/${token}/more`)).toBe('/api/somewhere/[redacted]/more');
    expect(redactUrl(`/x/${token}.json`)).toBe('/x/[redacted]');
    expect(redactUrl('/api/docs/static/swagger-ui-standalone-preset.js')).toBe(
      '/api/docs/static/swagger-ui-standalone-preset.js',
    );
    expect(redactUrl('/assets/index-BXk3j2lA.js')).toBe('/assets/index-BXk3j2lA.js');
  });

  it('masks the values of secret query keys in any letter case, and any token-length value', () => {
    expect(redactUrl('/x?secret=a&Code=b&api_key=c&sig=d&auth=e&password=f&mobile=g&page=2')).toBe(
      '/x?secret=[redacted]&Code=[redacted]&api_key=[redacted]&sig=[redacted]&auth=[redacted]&password=[redacted]&mobile=[redacted]&page=2',
    );
    expect(redactUrl(`/x?next=${'z'.repeat(40)}&status=in`)).toBe('/x?next=[redacted]&status=in');
    // A key given twice: every value goes.
    expect(redactUrl('/x?token=a&token=b')).toBe('/x?token=[redacted]');
  });
});

describe('redactText', () => {
  it('masks the paths inside a message, as Fastify names them', () => {
    expect(
      redactText(
        'Reply was already sent, did you forget to "return reply" in "/api/rsvp-links/tok.en-1" (GET)?',
      ),
    ).toBe('Reply was already sent, did you forget to "return reply" in "/api/rsvp-links/[redacted]" (GET)?');
    expect(redactText('Route GET:/calendar/Secret_1.ics?token=t not found')).toBe(
      'Route GET:/calendar/[redacted]?token=[redacted] not found',
    );
    expect(redactText('push service at push.example answered 410')).toBe(
      'push service at push.example answered 410',
    );
  });
});

describe('request logs', () => {
  it('carry a request id and never a password, token or reset link', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const t = await build({}, { logger: { ...(loggerOptions('info') as object), stream } });
    try {
      const user = await createUser(t);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: FACTORY_PASSWORD },
        headers: { 'x-request-id': 'lb-1234' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['x-request-id']).toBe('lb-1234');
      const other = await t.app.inject({ method: 'GET', url: '/api/games', headers: t.auth(user) });
      expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      await t.app.inject({ method: 'GET', url: '/reset-password?token=very-secret-token&email=x%40y.z' });

      const log = lines.join('');
      expect(log).toContain('"reqId":"lb-1234"');
      expect(log).toContain('/reset-password?token=[redacted]');
      for (const secret of [FACTORY_PASSWORD, user.token, 'very-secret-token', 'x%40y.z']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
