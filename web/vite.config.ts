import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server that `npm run dev -w @idea-studio/server` starts. */
const apiTarget = process.env.IDEA_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // Everything under /dev belongs to the server (e.g. /dev/mailbox) except the web app's own showcase page.
      '^/dev/(?!showcase)': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Libraries change less often than the app: a separate chunk stays cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'mantine', test: /node_modules[\\/]@mantine/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
