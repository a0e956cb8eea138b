import { benchUserLogin } from './user-login.ts';

// `npm run bench`: every benchmark in one run; figures are compared as ratios within the run.
await benchUserLogin();
process.exit(0);
