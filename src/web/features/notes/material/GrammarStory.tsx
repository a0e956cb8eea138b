import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages, type LucideIcon, PenLine, RefreshCw, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { GrammarNote } from '../../../lib/api-types.ts';
import { AudioButton } from '../../audio/AudioButton.tsx';
import { regenerateStory, replaceGrammarNote } from './material-api.ts';
import type { StudyContext } from './study-context.ts';

type Story = NonNullable<GrammarNote['story']>;

/** Asks the model for a story in place of `storyId` (the note's own id when it has none yet). */
function useWriteStory(note: GrammarNote, study: StudyContext) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyId: string) => regenerateStory(note.id, storyId),
    onSuccess: (updated) => replaceGrammarNote(queryClient, study.noteId, updated),
  });
}

/** Asks for a story; while the model writes, it says so and waits. */
function StoryButton({
  pending,
  onClick,
  testId,
  icon: Icon,
  label,
}: {
  pending: boolean;
  onClick: () => void;
  testId: string;
  icon: LucideIcon;
  label: string;
}) {
  const { t } = useTranslation('notes');
  return (
    <Button
      variant="outline"
      size="sm"
      className="rounded-full"
      onClick={onClick}
      disabled={pending}
      data-testid={testId}
    >
      {pending ? <Spinner className="h-3.5 w-3.5" /> : <Icon aria-hidden className="h-3.5 w-3.5" />}
      {pending ? t('grammar.writing') : label}
    </Button>
  );
}

/**
 * A point with no story yet, in material a model made: its story was dropped because it did not use
 * the point (ADR 17), so the learner may ask for another. Without a model nothing is offered.
 */
export function FirstStory({ note, study }: { note: GrammarNote; study: StudyContext }) {
  const { t } = useTranslation('notes');
  const mutation = useWriteStory(note, study);
  return (
    <div className="mt-4">
      <StoryButton
        pending={mutation.isPending}
        onClick={() => mutation.mutate(note.id)}
        testId={`story-write-${note.id}`}
        icon={PenLine}
        label={t('grammarExamples.writeStory')}
      />
    </div>
  );
}

/** A model's story that uses the point, with its translation and a button for another one. */
export function StoryBlock({ note, story, study }: { note: GrammarNote; story: Story; study: StudyContext }) {
  const { t } = useTranslation('notes');
  const [showTranslation, setShowTranslation] = useState(false);
  const mutation = useWriteStory(note, study);
  return (
    <div
      className="mt-4 rounded-xl bg-slate-50 p-3.5 sm:p-4"
      data-testid={`grammar-story-${note.pointId}`}
      aria-busy={mutation.isPending}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <ScrollText aria-hidden className="h-3.5 w-3.5" />
          {t('grammar.story')}
        </h4>
        <div className="flex items-center gap-1.5">
          <AudioButton text={story.text} lang={study.language} label={t('audio.story')} />
          {story.translation && (
            <button
              type="button"
              aria-pressed={showTranslation}
              onClick={() => setShowTranslation((shown) => !shown)}
              data-testid={`story-translation-${note.id}`}
              title={showTranslation ? t('grammar.hideTranslation') : t('grammar.showTranslation')}
              className={cn(
                'inline-flex h-8 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                showTranslation
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              )}
            >
              <Languages aria-hidden className="h-3.5 w-3.5" />
              {t('grammar.translation')}
            </button>
          )}
          <StoryButton
            pending={mutation.isPending}
            onClick={() => mutation.mutate(story.id)}
            testId={`story-regenerate-${note.id}`}
            icon={RefreshCw}
            label={t('grammar.newStory')}
          />
        </div>
      </div>
      <div className={cn('mt-2 transition-opacity', mutation.isPending && 'opacity-50')}>
        <p
          lang={study.language}
          className="whitespace-pre-line text-sm leading-7 text-slate-800"
          data-testid="grammar-story-text"
        >
          {story.text}
        </p>
        {showTranslation && story.translation && (
          <p className="mt-2 whitespace-pre-line border-t border-slate-200 pt-2 text-sm leading-6 text-slate-600">
            {story.translation}
          </p>
        )}
      </div>
    </div>
  );
}
