// Hot-reload development: the API under `tsx watch` on :3000 and Vite on :5173 proxying /v3 and /api to it;
// payments go to the local Creem stand-in on :3901 unless CREEM_API_KEY is set or CREEM_STAND_IN=false.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173',
  PORT: process.env.PORT ?? '3000',
};
const children = [];

/** Starts the stand-in and answers the CREEM_* settings it prints on its first line. */
async function creemStandIn() {
  if (process.env.CREEM_API_KEY || process.env.CREEM_STAND_IN === 'false') return {};
  const child = spawn('tsx', ['scripts/creem-stand-in.ts', '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env, APP_URL: `http://localhost:${env.PORT}` },
  });
  children.push(child);
  const line = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const end = buffer.indexOf('\n');
      if (end >= 0) resolve(buffer.slice(0, end));
    });
    child.on('exit', () => reject(new Error('the Creem stand-in did not start')));
  });
  child.stdout.pipe(process.stdout);
  console.log(`Payments: the local Creem stand-in (${JSON.parse(line).CREEM_API_URL})`);
  return JSON.parse(line);
}

Object.assign(env, await creemStandIn());
children.push(
  spawn('tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('vite', ['--port', '5173'], { stdio: 'inherit', env: { ...env, API_ORIGIN: `http://localhost:${env.PORT}` } }),
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
