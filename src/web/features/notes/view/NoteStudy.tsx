import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/session.ts';
import { useAfterFirstPaint } from '../../../lib/use-drawn-in-steps.ts';
import { noteWordStatusQuery } from './word-status-api.ts';
import { MaterialTabs } from '../material/MaterialTabs.tsx';
import type { StudyContext } from '../material/study-context.ts';
import { usePlayOnce } from '../material/usePlayOnce.ts';
import { usePlayer } from '../player/usePlayer.ts';
import {
  activeLineIndex,
  activeWordAt,
  groupWordsByLine,
  leadIn,
  stepLineIndex,
  toTimedWords,
  type TimedWord,
} from '../lines/timeline.ts';
import { StudyPlayer } from './StudyPlayer.tsx';
import { Transcript } from './Transcript.tsx';
import { useFoldedPlayer } from './useFoldedPlayer.ts';
import { usePlaybackRules } from './usePlaybackRules.ts';
import { useFollowLine } from './useFollowLine.ts';
import { useLineSaves } from './useLineSaves.ts';
import { useNoteLines } from './useNoteLines.ts';
import { useStudySettings } from './useStudySettings.ts';
import { useStudyShortcuts } from './useStudyShortcuts.ts';
import type { WordSelection } from './VocabDialog.tsx';
import type { NoteDetail } from '../../../lib/api-types.ts';

// The word dialog (and Radix's dialog with it) loads with the first word clicked, not with the page (ADR 12).
const VocabDialog = lazy(() => import('./VocabDialog.tsx').then((m) => ({ default: m.VocabDialog })));

const SOURCE_LABEL = { youtube: 'source.youtube', whisper: 'source.whisper', import: 'source.import' } as const;

/** The study surface: player (a compact sticky bar below 768 px, beside the tabs above) and the tabs: timed transcript and study material. */
export function NoteStudy({ note, at }: { note: NoteDetail; at?: number }) {
  const { t } = useTranslation('notes');
  const profile = useProfile();
  const { language } = note.transcription;
  const transcript = useNoteLines(note);
  const { lines, need } = transcript;
  const words = useMemo(() => toTimedWords(transcript.words), [transcript.words]);
  const wordsByLine = useMemo(() => groupWordsByLine(words), [words]);
  const hasTranslations = useMemo(() => lines.some((line) => line.translation), [lines]);
  // A clip's last caption may run past its minute; the clock keeps going until it is heard.
  const end = Math.max(note.endAt, lines.at(-1)?.end ?? 0, note.startAt + 1);

  const player = usePlayer({ videoId: note.videoId, start: note.startAt, end });
  const { settings, toggle } = useStudySettings();
  const studyLine = usePlaybackRules(lines, player, settings);
  const stickyRef = useRef<HTMLDivElement>(null);
  const columnRef = useRef<HTMLDivElement>(null);
  const [folded, toggleFolded] = useFoldedPlayer();
  const followLine = useFollowLine(stickyRef, folded);
  const [selection, setSelection] = useState<WordSelection | null>(null);
  // Mounted from the first word on and kept, so the dialog closes as it always did.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (selection && !dialogLoaded) setDialogLoaded(true);
  const to = note.translationLanguage ?? profile.nativeLanguage;
  const wordStatus = useQuery(noteWordStatusQuery(note.id));
  // The player paints first; the tabs and the transcript follow in the next task (each step a short task, ADR 12).
  const tabsDrawn = useAfterFirstPaint();
  const lineSaves = useLineSaves({ noteId: note.id, language, to, ytId: note.videoId, lines });

  // Playback and seeks ask for the transcript through the minute after the one playing.
  const playingMinute = Math.floor(player.currentTime / 60);
  useEffect(() => need(playingMinute + 1), [need, playingMinute]);
  const activeLine = activeLineIndex(lines, player.currentTime);
  const activeWord = settings.highlight ? activeWordAt(words, player.currentTime) : null;

  const { seekTo, play, pause } = player;
  // Lines start from their lead-in (spec §9), but → and ← land on the start itself (stepLineIndex).
  const playLine = useCallback(
    (index: number, from: 'lead-in' | 'start' = 'lead-in') => {
      const unloaded = index >= lines.length ? transcript.pages.find((p) => index < p.firstIndex + p.size) : undefined;
      if (unloaded) {
        // A line of a page not loaded yet (a card of a long note): load it and play from its minute.
        need(unloaded.page - 1);
        seekTo((unloaded.page - 1) * 60);
        play();
        return;
      }
      const target = Math.min(Math.max(index, 0), lines.length - 1);
      const line = lines[target];
      if (!line) return;
      const at = from === 'start' ? line.start : leadIn(line.start);
      studyLine(target, at);
      seekTo(at);
      play();
    },
    [lines, transcript.pages, need, studyLine, seekTo, play],
  );
  // "Play in video" from the material tabs: the line, then a pause (unless the learner loops lines).
  const { watch, forget } = usePlayOnce(lines, player);
  const { loop } = settings;
  const study = useMemo<StudyContext>(
    () => ({
      noteId: note.id,
      language,
      lines,
      playMoment: (index) => {
        playLine(index);
        if (loop) forget();
        else watch(Math.min(Math.max(index, 0), lines.length - 1));
      },
    }),
    [note.id, language, lines, playLine, loop, watch, forget],
  );
  const cue = useCallback(
    (index: number, from?: 'lead-in' | 'start') => {
      forget();
      playLine(index, from);
    },
    [forget, playLine],
  );
  const step = (direction: 1 | -1) => {
    const index = stepLineIndex(lines, player.currentTime, direction);
    if (index !== null) cue(index, 'start');
    // Past the loaded lines: the next page loads and plays from its minute.
    else if (direction === 1 && !transcript.complete) cue(lines.length);
  };
  const openWord = useCallback(
    (word: TimedWord, lineIndex: number) => {
      pause();
      setSelection({ word, lineIndex });
    },
    [pause],
  );
  useOpenAtMoment(at, lines, player.status === 'ready' ? seekTo : null);

  const current = Math.max(activeLine, 0);
  // Stable, so the memoised player column is not redrawn by the page's other updates; each call uses the latest state.
  const latest = useRef({ step, cue, current });
  latest.current = { step, cue, current };
  const controls = useMemo(
    () => ({
      onPrevious: () => latest.current.step(-1),
      onRepeat: () => latest.current.cue(latest.current.current),
      onNext: () => latest.current.step(1),
    }),
    [],
  );

  useStudyShortcuts({
    'play-pause': () => (player.playing ? pause() : play()),
    'previous-line': controls.onPrevious,
    'next-line': controls.onNext,
    'repeat-line': controls.onRepeat,
    'dual-subtitles': () => hasTranslations && toggle('dual'),
  });

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
      <StudyPlayer
        player={player}
        hasVideo={note.videoId !== null}
        settings={settings}
        toggle={toggle}
        hasTranslations={hasTranslations}
        hasWordStatus={!wordStatus.isError}
        controls={controls}
        stickyRef={stickyRef}
        folded={folded}
        onFold={toggleFolded}
      />
      <div
        ref={columnRef}
        className="md:sticky md:top-24 md:max-h-[calc(100dvh-7.5rem)] md:self-start md:overflow-y-auto md:pr-1"
      >
        {tabsDrawn && (
          <MaterialTabs
            study={study}
            scrollRef={columnRef}
            shadow={{ currentTime: player.currentTime, playing: player.playing, activeLine, cue, pause }}
            transcript={
              <Transcript
                lines={lines}
                pages={transcript.pages}
                onNeedPage={(page) => need(page.page - 1)}
                wordsByLine={wordsByLine}
                language={language}
                sourceLabel={t(SOURCE_LABEL[note.transcription.from])}
                activeLine={activeLine}
                activeWord={activeWord}
                showTranslation={hasTranslations && settings.dual}
                followLine={followLine}
                onPlayLine={cue}
                onWord={openWord}
                wordStatus={settings.tints ? wordStatus.data : undefined}
                wordStatusPending={settings.tints && wordStatus.isPending}
                savedLines={lineSaves.saved}
                savingLines={lineSaves.pending}
                onSaveLine={lineSaves.toggle}
                onPlayMoment={study.playMoment}
              />
            }
          />
        )}
      </div>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <VocabDialog
            selection={selection}
            line={selection ? lines[selection.lineIndex] : undefined}
            lineWords={selection ? (wordsByLine.get(selection.lineIndex) ?? []) : []}
            language={language}
            nativeLanguage={profile.nativeLanguage}
            card={{ noteId: note.id, ytId: note.videoId ?? '', to }}
            onClose={() => setSelection(null)}
            onPlayMoment={(index) => {
              setSelection(null);
              cue(index);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Opening a saved word's moment: once the player is ready, cue the line spoken at `at` (with its lead-in), paused. */
function useOpenAtMoment(
  at: number | undefined,
  lines: NoteDetail['transcription']['subtitles'],
  seekTo: ((seconds: number) => void) | null,
) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || at === undefined || !seekTo) return;
    done.current = true;
    const line = lines.find((l) => at >= l.start && at < l.end) ?? lines.find((l) => l.start >= at);
    seekTo(line ? leadIn(line.start) : at);
  }, [at, lines, seekTo]);
}
