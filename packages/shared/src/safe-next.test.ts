/**
 * The `next` a sign-in may go to (safe-next.ts): same-site relative paths pass; anything that could
 * leave the site (absolute, protocol-relative, backslash, scheme, control characters) gives "/".
 */
import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  it.each([
    '/',
    '/invite/AbC-_123',
    '/group/12?tab=members#chat',
    '/games/3/../4',
    '/a\\b',
    '/javascript:alert(1)',
  ])('keeps the same-site path %j', (next) => {
    expect(safeNextPath(next)).toBe(next);
  });

  it.each([
    null,
    undefined,
    '',
    'invite/abc',
    '//evil.example',
    '//evil.example/invite/abc',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' /invite/abc',
    '/invite/abc def',
    '/\u0000/evil.example',
  ])('refuses %j and gives "/"', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('gives the fallback asked for', () => {
    expect(safeNextPath('//evil.example', '/groups')).toBe('/groups');
  });
});
