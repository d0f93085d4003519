import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls and sign-on to the Fastify server (npm run dev in apps/server).
const apiPrefixes = ['/new/api', '/meeting', '/portalApi', '/file', '/sso', '/procurement', '/enterCulture'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, 'http://localhost:8080'])),
  },
  build: { chunkSizeWarningLimit: 2500 },
});
