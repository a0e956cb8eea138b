// A local stand-in for YouTube with recorded player responses and written captions, for development
// and the end-to-end tests: `npm run youtube:replay`, then start the app with
// YOUTUBE_ORIGIN=http://127.0.0.1:3900. Video ids that work: see VIDEOS in the replay server.
import { VIDEOS, startReplayServer } from '../src/server/providers/youtube/test/replay-server.ts';

const replay = await startReplayServer(Number(process.env.REPLAY_PORT ?? 3900));
console.log(`YouTube replay server on ${replay.origin}`);
console.table(VIDEOS);
process.on('SIGTERM', () => void replay.close().then(() => process.exit(0)));
process.on('SIGINT', () => void replay.close().then(() => process.exit(0)));
