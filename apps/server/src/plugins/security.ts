/**
 * Security headers through @fastify/helmet (README "Security"), with a Content-Security-Policy the
 * built SPA passes: scripts and connections only from this origin (socket.io's WebSocket included), no
 * inline script, the service worker and the web app manifest from this origin too (worker-src,
 * manifest-src); inline styles are allowed because Mantine sets its CSS variables in a <style> element
 * and style attributes. Referrer-Policy is no-referrer everywhere, so a reset link in the address bar
 * (docs/product.md#s2-reset-password) never leaks through a Referer header. HSTS is left to the
 * TLS-terminating proxy (a plain-HTTP laptop install must not pin HTTPS).
 */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * True for a request to the JSON API: /api and everything under it, and /signup but for the page
 * (GET /signup is the SPA's sign-up screen; POST /signup keeps its path without /api,
 * docs/product.md#s7-account).
 */
export function isApiRequest(method: string, url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (path === '/signup') return method !== 'GET' && method !== 'HEAD';
  return path === '/api' || path.startsWith('/api/');
}

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The service worker (/sw.js) and the web app manifest (/manifest.webmanifest) come from this origin
  // only (README "Installable app"); said outright rather than left to default-src.
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    });
    // No API answer is kept by a browser or a proxy cache: the login reply holds a token, others hold
    // personal data. onSend, so error replies and 404s of unknown /api routes carry it too.
    app.addHook('onSend', async (request, reply) => {
      if (isApiRequest(request.method, request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);
