import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls to the Fastify server (npm run dev starts both).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Read by scripts/prerender.ts (which script a prerendered page loads) and scripts/check-budgets.ts.
    manifest: true,
    rolldownOptions: {
      input: { app: 'index.html', public: 'src/web/public/islands.ts' },
    },
  },
  server: { proxy: { '/v3': apiOrigin, '/api': apiOrigin } },
});
