import { Bookmark, BookmarkCheck, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { DictionaryEntry } from '../../lib/api-types.ts';
import { serverText } from '../../lib/server-messages.ts';
import { AudioButton } from '../audio/AudioButton.tsx';
import { StatusChip } from '../saved-words/StatusChip.tsx';
import { VocabContexts } from '../saved-words/VocabContexts.tsx';
import { useToggleEntrySave } from './api.ts';
import { EntrySenses, usePosLabel } from './EntrySenses.tsx';

/**
 * A looked-up word: its dictionary form with audio, word class, the learner's status and the save button;
 * every dictionary's senses (or why there are none); and the lines of the learner's notes where it occurs,
 * each opening its note at that moment.
 */
export function EntryCard({ entry }: { entry: DictionaryEntry }) {
  const { t } = useTranslation('words');
  const posLabel = usePosLabel();
  const save = useToggleEntrySave();
  const saved = entry.vocab?.isSaved ?? false;
  const typedOther = entry.word.toLowerCase() !== entry.lemma.toLowerCase();
  const contexts = entry.encounters.map((e) => ({ ...e, id: `${e.noteId}:${e.sentenceId}:${e.saved}` }));
  return (
    <Card className="p-5 sm:p-6" data-testid="entry-card" data-saved={saved}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span
              lang={entry.language}
              className="break-words text-2xl font-bold leading-tight text-slate-900"
              data-testid="entry-lemma"
            >
              {entry.lemma}
            </span>
            <AudioButton text={entry.lemma} lang={entry.language} label={t('lookup.listen', { word: entry.lemma })} />
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {entry.partOfSpeech && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium" data-testid="entry-pos">
                {posLabel(entry.partOfSpeech)}
              </span>
            )}
            <span className="sr-only">{t('lookup.status')}: </span>
            <StatusChip status={entry.status} level={entry.learningLevel} />
            {typedOther && (
              <span className="text-xs text-slate-500" data-testid="entry-typed">
                {t('lookup.typed', { word: entry.word })}
              </span>
            )}
          </div>
        </div>
        <Button
          variant={saved ? 'secondary' : 'default'}
          aria-pressed={saved}
          aria-label={
            saved ? t('lookup.unsaveLabel', { word: entry.word }) : t('lookup.saveLabel', { word: entry.word })
          }
          disabled={save.isPending}
          onClick={() => save.mutate(entry)}
          data-testid="entry-save"
        >
          {save.isPending ? (
            <Spinner className="h-4 w-4 text-current" />
          ) : saved ? (
            <BookmarkCheck aria-hidden className="h-4 w-4" />
          ) : (
            <Bookmark aria-hidden className="h-4 w-4" />
          )}
          {saved ? t('lookup.saved') : t('lookup.save')}
        </Button>
      </div>

      <section className="mt-5 border-t border-slate-100 pt-4" data-testid="entry-meanings">
        <h3 className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('lookup.meanings')}</h3>
        {entry.dictionaries.map((dictionary) => (
          <div key={dictionary.source} className="mb-4 last:mb-0">
            <EntrySenses groups={dictionary.groups} lang={entry.language} translationLang={entry.translationLanguage} />
            <p className="mt-3 text-xs text-slate-400">{t('lookup.source', { source: dictionary.source })}</p>
          </div>
        ))}
        {entry.missing && (
          <div className="flex gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="entry-missing">
            <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <div>
              <p className="font-semibold">{t('lookup.noEntry')}</p>
              <p className="mt-0.5">{serverText(t, entry.missing)}</p>
              <p className="mt-1 text-amber-800">{t('lookup.aiHint')}</p>
            </div>
          </div>
        )}
      </section>

      <section className="mt-5 border-t border-slate-100 pt-4" data-testid="entry-encounters">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('lookup.met')}</h3>
        {contexts.length ? (
          <VocabContexts
            contexts={contexts}
            word={entry.word}
            lemma={entry.lemma}
            lang={entry.language}
            srHeading={false}
          />
        ) : (
          <p className="mt-2 text-sm text-slate-500">{t('lookup.notMet')}</p>
        )}
      </section>
    </Card>
  );
}
