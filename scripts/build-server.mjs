// Compiles the server to plain JavaScript in dist/server (ADR 14), so `npm start` runs node on a file
// instead of transpiling every module with tsx at start-up (tsx's loader and esbuild service cost memory
// and seconds). Dependencies are bundled too: Node resolves every import inside a package against that
// package's package.json and re-reads it each time, which for drizzle-orm (a 179 KB package.json, some
// 300 files) allocated ~150 MB of garbage at start and left the heap that large. Packages that find
// files beside their own code at run time stay in node_modules (RUNTIME_FILES).
//
// Entries: src/server/main.ts, src/server/worker.ts and every src/server/**/*.worker.ts (worker-thread
// entries), each emitted flat beside main.js as `<name>.js`. Code bundled into main.js has
// `import.meta.url` = dist/server/main.js, so `new URL('./x.worker.ts' | './x.worker.js', import.meta.url)`
// in any source folder is rewritten to `./x.worker.js`, the emitted file next to it.
import { cpSync, globSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { asciiRegexps } from './ascii-regexps.mjs';

const root = join(import.meta.dirname, '..');
const outdir = join(root, 'dist', 'server');

/** Worker-thread entries by output name; two with one name could not both sit beside main.js. */
export function workerEntries(cwd = root) {
  const entries = {};
  for (const file of globSync('src/server/**/*.worker.ts', { cwd })) {
    if (file.includes('/test/')) continue;
    const name = basename(file, '.ts');
    if (entries[name]) throw new Error(`two worker entries are named ${name}: ${entries[name]} and ${file}`);
    entries[name] = join(cwd, file);
  }
  return entries;
}

/** PGlite (WASM and data files), kuromoji (its dictionary), pino (transport worker files). */
const RUNTIME_FILES = ['@electric-sql/pglite', 'kuromoji', 'pino', 'pino-pretty', 'thread-stream'];

const WORKER_URL =
  /new URL\(\s*(['"`])(?:\.{1,2}\/)(?:[\w.-]+\/)*([\w-]+)\.worker\.(?:ts|js)\1\s*,\s*import\.meta\.url\s*\)/g;

/** `new URL('<any folder>/x.worker.ts', import.meta.url)` → the flat compiled `./x.worker.js`. */
export const rewriteWorkerUrls = (source) => source.replace(WORKER_URL, "new URL('./$2.worker.js', import.meta.url)");

const workerUrls = {
  name: 'worker-urls',
  setup(builder) {
    builder.onLoad({ filter: /src\/server\/.*\.ts$/ }, async ({ path }) => {
      const { readFile } = await import('node:fs/promises');
      return { contents: rewriteWorkerUrls(await readFile(path, 'utf8')), loader: 'ts' };
    });
  },
};

export async function buildServer() {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      main: join(root, 'src/server/main.ts'),
      worker: join(root, 'src/server/worker.ts'),
      ...workerEntries(),
    },
    outdir,
    bundle: true,
    // No code splitting: a worker thread is an isolate of its own and loads its modules again anyway,
    // and every emitted file sits in dist/server, so `import.meta.url` means the same in all of them.
    format: 'esm',
    platform: 'node',
    target: 'node24',
    external: RUNTIME_FILES.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    // V8 keeps a module's whole source in memory (functions compile lazily from it): the unminified
    // bundle was 11 MB, and the odd non-ASCII character in a kept comment made it a two-byte string of
    // 22 MB plus a 2 MB table of its 286k line ends. Whitespace and comments out, names kept (stack traces
    // read through the linked source map); licence comments go to <entry>.js.LEGAL.txt (ADR 14, session 9).
    minifyWhitespace: true,
    legalComments: 'linked',
    logLevel: 'warning',
    plugins: [workerUrls],
  });
  for (const file of globSync('*.js', { cwd: outdir })) {
    const wide = asciiRegexps(join(outdir, file));
    if (wide)
      console.warn(
        `dist/server/${file} holds ${wide} non-ASCII characters: Node keeps its source at 2 bytes a character`,
      );
  }
  // Migrations are read at start from beside the code that runs them (db/client.ts: `./migrations`).
  cpSync(join(root, 'src/server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  console.log(`server compiled to dist/server in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] === import.meta.filename) await buildServer();
