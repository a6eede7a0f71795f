// Vite builds the SPA into apps/web/dist; in dev it proxies the API and socket.io to the server on PORT.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/signup': { target: api, bypass: (req) => (req.method === 'POST' ? undefined : req.url) },
      '/socket.io': { target: api, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
