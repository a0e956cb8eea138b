import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

/*
 * Unit and integration tests beside the code, in two projects:
 * - `server` (everything outside src/web): a PGlite database migrated once per run (global setup).
 * - `web` (src/web): components run on Preact, as the browser build ships (ADR 12): `react`,
 *   `react-dom` and the JSX runtimes resolve to preact/compat, and the libraries that import React
 *   (testing-library, TanStack, react-i18next, Radix, lucide, sonner) are bundled by Vite rather than
 *   loaded by Node, so they get the same aliases. Component tests opt into jsdom per file with
 *   `// @vitest-environment jsdom`.
 */
/**
 * Web tests still on React, each for a reason recorded in ADR 12 ("Unit tests on Preact"): Radix's dialog
 * (through react-remove-scroll) renders a React element object under Preact in jsdom, and the others
 * type into fields with `fireEvent.change`, which Preact's onChange (an `input` listener) never hears.
 */
const ON_REACT = [
  'src/web/features/notes/view/VocabDialog.test.tsx',
  'src/web/features/saved-items/CsvImportDialog.test.tsx',
  'src/web/features/admin/AdminUsersPage.test.tsx',
  'src/web/features/saved-words/SavedWordsPage.test.tsx',
  'src/web/features/saved-sentences/SavedSentencesPage.test.tsx',
  'src/web/features/dictionary/DictionaryPage.test.tsx',
  'src/web/features/quiz/QuizPage.test.tsx',
  'src/web/features/waitlist/WaitlistPage.test.tsx',
  'src/web/features/profile/ReviewSettingsForm.test.tsx',
  'src/web/features/notes/material/MaterialTabs.test.tsx',
  // Radix dialogs (confirmations, the share picker), as above.
  'src/web/features/team/TeamPage.test.tsx',
  'src/web/features/notes/manage/NoteDialogs.test.tsx',
  'src/web/features/team/TeamActions.test.tsx',
  'src/web/features/sharing/ShareLinkDialog.test.tsx',
  'src/web/features/tasks/TaskDelete.test.tsx',
];

/**
 * Server tests keep module state between files of a worker (`isolate: false`): each file still gets its own
 * database and app, and not importing Fastify, Better Auth and the language engine again for every file
 * halves the suite's CPU time. These files assert on state loaded once per process (the Japanese
 * dictionary, espeak-ng's voices, the library's "% known" cache as it is first filled) and run isolated.
 * Web tests stay isolated: their modules keep page state (the session, i18n's loaded locales, the toast
 * area), and with shared modules files failed depending on which ran before them.
 */
const SERVER_ISOLATED = [
  'src/server/language/japanese.test.ts',
  'src/server/material/material.test.ts',
  'src/server/providers/speech/index.test.ts',
  // vi.resetModules() leaves the worker's registry with a module that found no espeak-ng.
  'src/server/providers/speech/espeak-speech.test.ts',
];

const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'server',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/web/**', '**/node_modules/**', ...SERVER_ISOLATED],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/catalog-guard.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'server-isolated',
          include: SERVER_ISOLATED,
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/catalog-guard.ts'],
        },
      },
      {
        resolve: {
          alias: [
            ...preactAliases,
            // Its `main` is CommonJS, whose require('react-dom') Node would answer with React DOM itself.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
          conditions: ['module', 'import', 'browser', 'default'],
        },
        ssr: { resolve: { conditions: ['module', 'import', 'browser', 'default'] } },
        test: {
          ...shared,
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: [...ON_REACT, '**/node_modules/**'],
          setupFiles: ['src/web/test/preact-setup.ts'],
          server: { deps: { inline: true } },
          deps: {
            // CommonJS only: bundled once by Vite with the aliases (as the browser build does), so its
            // require('react') is Preact too.
            optimizer: {
              ssr: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] },
              client: { enabled: true, include: ['use-sync-external-store/shim/with-selector'] },
            },
          },
        },
      },
      { test: { ...shared, name: 'web-react', include: ON_REACT } },
    ],
  },
});
