import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { build } from '../support/build.ts';
import { createUser, FACTORY_PASSWORD } from '../support/factories.ts';
import { loggerOptions, redactUrl } from '../../src/lib/logging.ts';

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
