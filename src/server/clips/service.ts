import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageLevel } from '../../common/languages.ts';
import { renderMessage } from '../../common/errors.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { clipSuggestion } from '../db/schema/clips.ts';
import { AppError, notFound } from '../http/errors.ts';
import { statusesIn } from '../learner/index.ts';
import { loadTranscript, loadVideo } from '../notes/transcripts.ts';
import type { Providers } from '../providers/index.ts';
import { chooseTrack } from '../providers/youtube/choose-track.ts';
import { YouTubeError } from '../providers/youtube/errors.ts';
import { refundQuota, requireQuota } from '../subscriptions/quota.ts';
import { learnerProfile } from '../users/profile.ts';
import { analyseClips } from './analyse.ts';
import { modelReasons } from './model-reasons.ts';
import type { ClipDto, ClipSuggestionsDto, SuggestClipsInput } from './schema.ts';

export type ClipDeps = { db: Db; providers: Pick<Providers, 'youtube' | 'chat'>; logger: FastifyBaseLogger };

/** YouTube's refusals as the learner reads them: a video that cannot be read is a 400, a passing failure a 502. */
function asAppError(error: unknown): unknown {
  if (!(error instanceof YouTubeError)) return error;
  return new AppError(error.retryable ? 'upstream_failed' : 'validation_failed', error.message);
}

/** The model's reasons over the offline ones for the clips it wrote about; the offline ones when it fails. */
async function withModelReasons(
  deps: ClipDeps,
  clips: ClipDto[],
  learner: { level: LanguageLevel; nativeLanguage: string; videoLanguage: string; title: string },
): Promise<ClipDto[]> {
  const model = deps.providers.chat;
  if (!model || !clips.length) return clips;
  try {
    const written = await modelReasons(model, clips, learner);
    return clips.map((clip) => {
      const reason = written.get(clip.rank);
      return reason ? { ...clip, reason, reasonBy: 'model' as const } : clip;
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'clip reasons: the model failed, the offline reasons are kept');
    return clips;
  }
}

/**
 * POST /v3/clip-suggestion/yt: one clipRecommendation unit, given back when anything fails. The captions
 * come through the notes' shared cache (loadVideo, loadTranscript: fetched from YouTube once per video and
 * track), the track the one a note would use (chooseTrack); the result replaces the learner's previous
 * suggestions for the video at that level.
 */
export async function suggestClips(deps: ClipDeps, user: AuthUser, input: SuggestClipsInput) {
  const { db, providers } = deps;
  const profile = await learnerProfile(db, user.id);
  const level = input.level ?? profile.mainLevel;
  await requireQuota(db, user.id, 'clipRecommendation');
  try {
    const info = await loadVideo(db, providers.youtube, input.videoId);
    const choice = chooseTrack(info, {
      learningLanguage: profile.mainLanguage,
      nativeLanguage: profile.nativeLanguage,
    });
    const transcript = await loadTranscript(db, providers.youtube, input.videoId, choice.track, () =>
      loadVideo(db, providers.youtube, input.videoId, { fresh: true }),
    );
    const { statuses } = await statusesIn(db, user.id, transcript.language);
    const ranked = await analyseClips({
      lines: transcript.lines,
      language: transcript.language,
      lengthSeconds: info.lengthSeconds,
      level,
      nativeLanguage: profile.nativeLanguage,
      statuses,
    });
    if (!ranked.length) throw new AppError('validation_failed', renderMessage('clips_nothing_spoken'));
    const clips = await withModelReasons(deps, ranked, {
      level,
      nativeLanguage: profile.nativeLanguage,
      videoLanguage: transcript.language,
      title: info.title,
    });
    const row = { language: transcript.language, clips, createdAt: new Date() };
    await db
      .insert(clipSuggestion)
      .values({ userId: user.id, ytId: input.videoId, level, ...row })
      .onConflictDoUpdate({ target: [clipSuggestion.userId, clipSuggestion.ytId, clipSuggestion.level], set: row });
    return present({ ytId: input.videoId, level, ...row }, info.title);
  } catch (error) {
    await refundQuota(db, user.id, 'clipRecommendation');
    throw asAppError(error);
  }
}

type SuggestionRow = Pick<typeof clipSuggestion.$inferSelect, 'ytId' | 'level' | 'language' | 'clips' | 'createdAt'>;

const present = (row: SuggestionRow, title: string | null): ClipSuggestionsDto => ({
  ytId: row.ytId,
  level: row.level as LanguageLevel,
  language: row.language,
  title,
  clips: row.clips as ClipDto[],
  createdAt: row.createdAt.toISOString(),
});

/**
 * GET /v3/clip-suggestion/yt/{ytId}: the caller's own suggestions only (free), at `level` or else the
 * latest; 404 before any were made. The title comes from the shared video cache the POST filled.
 */
export async function storedClips(deps: ClipDeps, user: AuthUser, ytId: string, level?: LanguageLevel) {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(clipSuggestion)
    .where(
      and(
        eq(clipSuggestion.userId, user.id),
        eq(clipSuggestion.ytId, ytId),
        level ? eq(clipSuggestion.level, level) : undefined,
      ),
    )
    .orderBy(desc(clipSuggestion.createdAt))
    .limit(1);
  if (!row) throw notFound(renderMessage('clips_not_suggested'));
  const title = await loadVideo(db, deps.providers.youtube, ytId).then(
    (info) => info.title,
    () => null,
  );
  return present(row, title);
}
