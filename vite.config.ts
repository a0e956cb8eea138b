import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls to the Fastify server (npm run dev starts both).
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

// The browser build runs on Preact (preact/compat) instead of React DOM: ~57 KB gzipped less on every
// app page (ADR 12). Only `vite build` for the browser: the dev server keeps React (Fast Refresh needs
// it), as does the prerender build (React's renderToString). The web unit tests use them too
// (vitest.config.ts), so what is tested is what ships.
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: command === 'build' && !isSsrBuild ? preactAliases : [] },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Read by scripts/prerender.ts (which script a prerendered page loads) and scripts/check-budgets.ts.
    manifest: true,
    rolldownOptions: {
      input: { app: 'index.html', public: 'src/web/public/islands.ts' },
      output: {
        codeSplitting: {
          // Shared chunks under ~12 KB of source (~3 KB gzipped) are copied into each chunk that imports
          // them instead of being files of their own: the note page went from 37 files to 8 for 2 KB
          // more. Each file is a request, and a phone's browser sends six at a time per server over
          // HTTP/1.1, each waiting a round trip (ADR 12). The browser build only (it needs
          // `preserveEntrySignatures: false`, which the prerender's SSR entry cannot have).
          experimentalInlineCommonChunks: { maxSize: isSsrBuild ? 0 : 12_000 },
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|@tanstack|i18next|react-i18next|use-sync-external-store|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/v3': apiOrigin, '/api': apiOrigin } },
}));
