// Hot-reload development: the API under `tsx watch` on :3000 and Vite on :5173 proxying /v3 and /api to it;
// payments go to the local Creem stand-in on :3901 unless CREEM_API_KEY is set or CREEM_STAND_IN=false;
// AI_STAND_IN=true (and no AI_BASE_URL) points the AI settings at the local OpenAI-compatible stand-in on :3902.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173',
  PORT: process.env.PORT ?? '3000',
};
const children = [];

/** Starts a stand-in script and answers the settings it prints (JSON) on its first line. */
async function standIn(script, label) {
  const child = spawn('tsx', [script, '--json'], {
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
    child.on('exit', () => reject(new Error(`the ${label} did not start`)));
  });
  child.stdout.pipe(process.stdout);
  console.log(`Using the local ${label}: ${line}`);
  return JSON.parse(line);
}

if (!process.env.CREEM_API_KEY && process.env.CREEM_STAND_IN !== 'false')
  Object.assign(env, await standIn('scripts/creem-stand-in.ts', 'Creem stand-in'));
if (!process.env.AI_BASE_URL && process.env.AI_STAND_IN === 'true')
  Object.assign(env, await standIn('scripts/ai-stand-in.ts', 'AI stand-in'));
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
