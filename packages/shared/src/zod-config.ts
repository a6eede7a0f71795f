/**
 * Zod settings, applied before any schema of this package is built (index.ts imports this first).
 *
 * In the browser zod's JIT is off: it compiles parsers with `new Function`, and even its probe for
 * whether that is allowed is reported as a violation of Turnout's Content-Security-Policy (script-src
 * 'self', no 'unsafe-eval'; apps/server/src/plugins/security.ts). The server keeps the JIT.
 */
import { config } from 'zod';

if ('window' in globalThis) config({ jitless: true });
