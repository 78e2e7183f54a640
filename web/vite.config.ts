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
    // antd (with its icons) is one large vendor chunk on its own; split vendors so app
    // changes do not invalidate them, and warn only when a chunk grows past antd's size.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
