import { createYouTubeClient } from '../providers/youtube/client.ts';
import { startReplayServer, type ReplayServer } from '../providers/youtube/test/replay-server.ts';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';

/**
 * A test app whose YouTube is the local replay server, with real job workers and fast retries:
 * the set-up every test of the YouTube → note → material path needs.
 */
export async function createReplayTestApp(
  options: TestAppOptions = {},
): Promise<{ replay: ReplayServer; t: TestApp; close(): Promise<void> }> {
  const replay = await startReplayServer();
  const t = await createTestApp({
    jobs: true,
    fastRetries: true,
    ...options,
    env: { YOUTUBE_ORIGIN: replay.origin, ...options.env },
    providers: { youtube: createYouTubeClient({ origin: replay.origin, backoffMs: 5 }), ...options.providers },
  });
  return {
    replay,
    t,
    close: async () => {
      await t.close();
      await replay.close();
    },
  };
}
