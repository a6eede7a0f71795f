/**
 * The MSW server of the web tests: it answers the app's fetch calls at the network boundary. It starts
 * with no handlers; each test gives the answers it needs with `server.use(http.get(...))`.
 */
import { setupServer } from 'msw/node';

export const server = setupServer();
