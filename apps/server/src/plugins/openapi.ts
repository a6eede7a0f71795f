/**
 * OpenAPI 3 document of the whole API, generated from the shared zod schemas each route declares
 * (fastify-type-provider-zod's jsonSchemaTransform), served at GET /api/docs/json and browsable with
 * Swagger UI at /api/docs. Register before the feature modules: routes
 * are collected as they are added. Routes with `schema.hide` (probes, the SPA) are left out.
 *
 * Also decorates `app.apiRoutes`: every `/api/…` route as { method, url } (HEAD excluded), the list the
 * access-control and fuzz tests walk so that a new endpoint cannot be forgotten there — and
 * `app.nonApiRoutes`: every other route (POST /signup, the probes, the SPA when served) the same way.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string }[];
    nonApiRoutes: { method: string; url: string }[];
  }
}

export default fp(
  async (app) => {
    const apiRoutes: { method: string; url: string }[] = [];
    const nonApiRoutes: { method: string; url: string }[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.decorate('nonApiRoutes', nonApiRoutes);
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) return;
      const list = route.url.startsWith('/api/') ? apiRoutes : nonApiRoutes;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') list.push({ method, url: route.url });
      }
    });
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Turnout API',
          description:
            'Turnout — organise team sports. Every endpoint except signup, login and password recovery needs `Authorization: Bearer <token>` from POST /api/login. Errors are `{ error, message, code }`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: jsonSchemaTransform,
    });
    // The page gets the app's own strict CSP (plugins/security.ts: frame-ancestors 'none', no
    // upgrade-insecure-requests on a plain-HTTP install), not the plugin's looser one: its scripts,
    // the initializer included, are files under /api/docs/static, and no validator badge is fetched.
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
