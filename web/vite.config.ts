import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves /api (REST contract) and /graphql (supergraph) on port 4000 in development.
const gateway = 'http://127.0.0.1:4000';
const proxy = {
  '/api': { target: gateway, changeOrigin: false },
  '/graphql': { target: gateway, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { proxy },
  preview: { proxy },
});
