import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appBuild, browserEndpoints, themeVariables } from '../../packages/ui/browser-build';

// The authoring app. `npm start` serves dist/ from the API server on PORT (3000); in development
// the Vite server forwards API and media calls there.
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), browserEndpoints(), themeVariables()],
  build: appBuild,
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/media': { target: API_TARGET, changeOrigin: false },
    },
  },
});
