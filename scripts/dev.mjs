// Hot-reload development: the API under `tsx watch` on :3000 and Vite on :5173 proxying /v3 and /api to it.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173',
  PORT: process.env.PORT ?? '3000',
};
const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('vite', ['--port', '5173'], { stdio: 'inherit', env: { ...env, API_ORIGIN: `http://localhost:${env.PORT}` } }),
];
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
