import { BookA, FileText, Layers, MessageSquareText, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedNoteDetail } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import {
  activeLineIndex,
  activeWordAt,
  groupWordsByLine,
  leadIn,
  stepLineIndex,
  toTimedWords,
} from '../notes/lines/timeline.ts';
import { usePlayer } from '../notes/player/usePlayer.ts';
import { StudyPlayer } from '../notes/view/StudyPlayer.tsx';
import { Transcript } from '../notes/view/Transcript.tsx';
import { useFoldedPlayer } from '../notes/view/useFoldedPlayer.ts';
import { useFollowLine } from '../notes/view/useFollowLine.ts';
import { useNoteLines } from '../notes/view/useNoteLines.ts';
import { usePlaybackRules } from '../notes/view/usePlaybackRules.ts';
import { useStudySettings } from '../notes/view/useStudySettings.ts';
import { sharedLinesPage } from './sharing-api.ts';

// The cards and grammar load with their tab, as on the note page: they share the material panels' pieces,
// which the note page loads lazily too, so no shared chunk puts them on the note page's first load (ADR 12).
const SharedCards = lazy(() => import('./SharedMaterial.tsx').then((m) => ({ default: m.SharedCards })));
const SharedGrammar = lazy(() => import('./SharedMaterial.tsx').then((m) => ({ default: m.SharedGrammar })));

const TABS = ['transcript', 'words', 'sentences', 'grammar'] as const;
type Tab = (typeof TABS)[number];
const ICONS: Record<Tab, LucideIcon> = {
  transcript: FileText,
  words: Layers,
  sentences: MessageSquareText,
  grammar: BookA,
};
const SOURCE_LABEL = { youtube: 'source.youtube', whisper: 'source.whisper', import: 'source.import' } as const;

/**
 * A shared note read signed out: the player and the timed transcript of the note view, and its cards and
 * grammar read-only. Nothing of a learner's own (word status, saved lines, the word dialog: its meanings
 * need an account); a word plays the video from where it is said.
 */
export function SharedStudy({ note }: { note: SharedNoteDetail }) {
  const { t } = useTranslation('notes');
  const idBase = useId().replace(/:/g, '');
  const [tab, setTab] = useState<Tab>('transcript');
  const { language } = note.transcription;
  const transcript = useNoteLines(note, sharedLinesPage);
  const { lines, need } = transcript;
  const words = useMemo(() => toTimedWords(transcript.words), [transcript.words]);
  const wordsByLine = useMemo(() => groupWordsByLine(words), [words]);
  const hasTranslations = useMemo(() => lines.some((line) => line.translation), [lines]);
  const end = Math.max(note.endAt, lines.at(-1)?.end ?? 0, note.startAt + 1);
  const player = usePlayer({ videoId: note.videoId, start: note.startAt, end });
  const { settings, toggle } = useStudySettings();
  const studyLine = usePlaybackRules(lines, player, settings);
  const stickyRef = useRef<HTMLDivElement>(null);
  const [folded, toggleFolded] = useFoldedPlayer();
  const followLine = useFollowLine(stickyRef, folded);

  const playingMinute = Math.floor(player.currentTime / 60);
  useEffect(() => need(playingMinute + 1), [need, playingMinute]);
  const activeLine = activeLineIndex(lines, player.currentTime);
  const activeWord = settings.highlight ? activeWordAt(words, player.currentTime) : null;

  const { seekTo, play } = player;
  const cue = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(index, 0), lines.length - 1);
      const line = lines[target];
      if (!line) return;
      const at = leadIn(line.start);
      studyLine(target, at);
      seekTo(at);
      play();
    },
    [lines, studyLine, seekTo, play],
  );
  const step = (direction: 1 | -1) => {
    const index = stepLineIndex(lines, player.currentTime, direction);
    if (index !== null) cue(index);
  };
  const controls = { onPrevious: () => step(-1), onRepeat: () => cue(Math.max(activeLine, 0)), onNext: () => step(1) };

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-6 xl:grid-cols-[minmax(0,7fr)_minmax(0,6fr)]">
      <StudyPlayer
        player={player}
        hasVideo={note.videoId !== null}
        settings={settings}
        toggle={toggle}
        hasTranslations={hasTranslations}
        hasWordStatus={false}
        controls={controls}
        stickyRef={stickyRef}
        folded={folded}
        onFold={toggleFolded}
      />
      <div className="min-w-0">
        <div
          role="tablist"
          aria-label={t('tabs.label')}
          className="mb-4 flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1"
        >
          {TABS.map((name) => {
            const Icon = ICONS[name];
            return (
              <button
                key={name}
                id={`${idBase}-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={name === tab}
                aria-controls={`${idBase}-panel-${name}`}
                onClick={() => setTab(name)}
                data-testid={`shared-tab-${name}`}
                className={cn(
                  'flex flex-auto items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:flex-none',
                  name === tab
                    ? 'bg-white text-brand-700 shadow-sm'
                    : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden className="h-4 w-4" />
                {t(`tabs.${name}`)}
              </button>
            );
          })}
        </div>
        <div
          role="tabpanel"
          id={`${idBase}-panel-${tab}`}
          aria-labelledby={`${idBase}-tab-${tab}`}
          data-testid={`shared-panel-${tab}`}
        >
          {tab === 'transcript' && (
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
              onWord={(word) => {
                seekTo(word.start);
                play();
              }}
            />
          )}
          <Suspense fallback={null}>
            {(tab === 'words' || tab === 'sentences') && (
              <SharedCards noteId={note.id} kind={tab} onPlay={(line) => cue(line)} />
            )}
            {tab === 'grammar' && <SharedGrammar noteId={note.id} onPlay={(line) => cue(line)} />}
          </Suspense>
        </div>
      </div>
    </div>
  );
}
