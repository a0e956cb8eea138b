// `npm start` builds what is missing or older than its sources: the web app (vite) and the compiled
// server (dist/server, ADR 14). `--server` checks the server only (`npm run worker` serves no pages).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function newest(path) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sourcesAt = (...paths) => Math.max(...paths.map((path) => newest(join(root, path))));

const webMarker = join(root, 'dist', 'web', 'prerendered', 'manifest.json');
if (!process.argv.includes('--server') && builtAt(webMarker) < sourcesAt('src/web', 'src/common', 'index.html')) {
  console.log('Building the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' }); // builds the server too
}

// The server bundle holds its dependencies, so a changed lockfile rebuilds it as well.
const serverMarker = join(root, 'dist', 'server', 'main.js');
if (
  builtAt(serverMarker) <
  sourcesAt('src/server', 'src/common', 'package-lock.json', 'scripts/build-server.mjs', 'scripts/ascii-regexps.mjs')
) {
  console.log('Compiling the server…');
  // Imported only now: esbuild is a development dependency, absent where the build was shipped ready.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
