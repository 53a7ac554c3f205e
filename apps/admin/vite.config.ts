import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, browserEndpoints, themeVariables } from '../../packages/ui/browser-build';

// The admin back-office. `npm start` serves dist/ from the API server on ADMIN_PORT (3001), which
// also answers its API calls; in development the Vite server forwards them there.
const API_TARGET = 'http://localhost:3001';

export default defineConfig({
  plugins: [react(), browserEndpoints(), themeVariables()],
  build: appBuild,
  server: {
    port: 5174,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4174,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
});
