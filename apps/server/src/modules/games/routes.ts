/** games routes (spec §7). Placeholder until the games module lands. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const routes: FastifyPluginAsyncZod = async () => {};
export default routes;
