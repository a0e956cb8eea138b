// `npm start` builds the web app first when there is no build yet or the sources are newer than it.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const marker = join(root, 'dist', 'web', 'prerendered', 'manifest.json');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const sourcesAt = Math.max(
  newest(join(root, 'src', 'web')),
  newest(join(root, 'src', 'common')),
  statSync(join(root, 'index.html')).mtimeMs,
);
if (builtAt < sourcesAt) {
  console.log('Building the web app…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
