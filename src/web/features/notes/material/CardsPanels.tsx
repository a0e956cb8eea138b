import { useQuery } from '@tanstack/react-query';
import { Layers, MessageSquareText, PencilLine } from 'lucide-react';
import { memo, useId, useState, type ReactNode } from 'react';
import { searchCollections } from '../../../../common/search.ts';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AudioButton } from '../../audio/AudioButton.tsx';
import { PracticeLineButton } from '../../speech/PracticeLineButton.tsx';
import { ImportCardsButton, type ImportKind } from './ImportCardsButton.tsx';
import { DeckPlayer } from './DeckPlayer.tsx';
import { MaterialGate } from './MaterialGate.tsx';
import { flashcardsQuery } from './material-api.ts';
import { cardGroups, countCards, knownPos } from './material-helpers.ts';
import { PageHeading, PlayInVideoButton } from './parts.tsx';
import type { StudyContext } from './study-context.ts';
import type { Card, CardCollection } from '../../../lib/api-types.ts';
import { highlightSpans } from '../../../lib/highlight.ts';
import { Highlighted } from '../../../components/ui/highlighted.tsx';

/** The Words tab: word cards by minute of the video. */
export const WordsPanel = memo(function WordsPanel({ study }: { study: StudyContext }) {
  const { t } = useTranslation('notes');
  const query = useQuery(flashcardsQuery(study.noteId));
  return (
    <MaterialGate query={query}>
      {(data) =>
        countCards(data.words) === 0 ? (
          <EmptyState
            data-testid="words-empty"
            icon={Layers}
            titleAs="h3"
            title={t('words.emptyTitle')}
            text={t('words.emptyText')}
          />
        ) : (
          <CardGroups
            title={t('words.title')}
            collections={data.words}
            testId="words-list"
            importTo={{ noteId: study.noteId, kind: 'words' }}
            pageAction={(group) => <DeckPlayer noteId={study.noteId} page={group.number} pageLabel={group.label} />}
          >
            {(card) => <WordCard key={card.id} card={card} study={study} />}
          </CardGroups>
        )
      }
    </MaterialGate>
  );
});

/** The Sentences tab: sentence cards by minute of the video. */
export const SentencesPanel = memo(function SentencesPanel({ study }: { study: StudyContext }) {
  const { t } = useTranslation('notes');
  const query = useQuery(flashcardsQuery(study.noteId));
  return (
    <MaterialGate query={query}>
      {(data) =>
        countCards(data.sentences) === 0 ? (
          <EmptyState
            data-testid="sentences-empty"
            icon={MessageSquareText}
            titleAs="h3"
            title={t('sentences.emptyTitle')}
            text={t('sentences.emptyText')}
          />
        ) : (
          <CardGroups
            title={t('sentences.title')}
            collections={data.sentences}
            testId="sentences-list"
            importTo={{ noteId: study.noteId, kind: 'sentences' }}
          >
            {(card) => <SentenceCard key={card.id} card={card} study={study} />}
          </CardGroups>
        )
      }
    </MaterialGate>
  );
});

type CardGroupsProps = {
  title: string;
  collections: CardCollection[];
  testId: string;
  /** Where "add all to my words / sentences" puts the cards. */
  importTo: { noteId: string; kind: ImportKind };
  /** Shown beside a page's heading (the Words tab's "Play all"). */
  pageAction?: (group: { number: number; label: string }) => ReactNode;
  children: (card: Card) => ReactNode;
};

function CardGroups({ title, collections, testId, importTo, pageAction, children }: CardGroupsProps) {
  const { t } = useTranslation('notes');
  const id = useId();
  const [query, setQuery] = useState('');
  // Spec §5: the word, its translation or the minute (collection number), case and spaces aside.
  const groups = cardGroups(searchCollections(collections, query));
  return (
    <section aria-labelledby={`${id}-title`} data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {title}
          <span
            className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold tabular-nums text-brand-700"
            title={t('words.count')}
          >
            {countCards(collections)}
          </span>
        </h2>
        <ImportCardsButton noteId={importTo.noteId} kind={importTo.kind} />
      </div>
      <SearchBox onSearch={setQuery} className="mb-4" />
      {groups.length === 0 && (
        <p className="py-6 text-center text-sm text-slate-500" data-testid={`${testId}-no-match`}>
          {t('words.noMatch', { query })}
        </p>
      )}
      <div className="space-y-5">
        {groups.map((group) => (
          <section key={group.number} aria-labelledby={`${id}-${group.number}`}>
            <PageHeading id={`${id}-${group.number}`} label={group.label} count={group.items.length}>
              {pageAction?.(group)}
            </PageHeading>
            <ul className="space-y-2.5">{group.items.map(children)}</ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/** A card nothing translated offline says what would (ADR 16), instead of standing empty. */
function NoTranslation() {
  const { t } = useTranslation('notes');
  return (
    <span className="text-sm text-slate-400" data-testid="card-no-gloss">
      <span className="sr-only">{t('material.noTranslation')}: </span>
      {t('common:offlineGloss.short')}
    </span>
  );
}

function ManualMark() {
  const { t } = useTranslation('notes');
  return (
    <span
      data-testid="card-manual"
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-[11px] font-semibold text-emerald-700"
    >
      <PencilLine aria-hidden className="h-3 w-3" />
      {t('words.manual')}
    </span>
  );
}

const cardClass = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function WordCard({ card, study }: { card: Card; study: StudyContext }) {
  const { t } = useTranslation('notes');
  const pos = knownPos(card.pos);
  const posLabel = pos ? t(`pos.${pos}`) : card.pos;
  const showLemma = card.lemma && card.lemma.toLowerCase() !== card.word.toLowerCase();
  const lang = card.fromLanguage || study.language;
  // The video's own translation of the line (YouTube's translated captions), when the note has it.
  const lineTranslation = study.lines[card.sentenceId]?.translation;
  return (
    <li data-testid={`word-card-${card.id}`} data-source={card.source} className={cardClass}>
      <div className="flex items-start gap-2.5">
        <AudioButton text={card.word} lang={lang} label={t('audio.word', { word: card.word })} className="mt-0.5" />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <span
              lang={lang}
              className="break-words text-lg font-semibold leading-tight text-slate-900"
              data-testid="card-word"
            >
              {card.word}
            </span>
            {showLemma && (
              <span className="text-xs text-slate-500">
                <span className="sr-only">{t('words.lemma')}: </span>
                <span lang={lang} className="font-medium text-slate-600">
                  {card.lemma}
                </span>
              </span>
            )}
            {posLabel && <span className="text-xs italic text-slate-500">{posLabel}</span>}
          </p>
          <p lang={card.toLanguage} className="mt-0.5 text-base text-slate-700" data-testid="card-translation">
            {card.translation || <NoTranslation />}
          </p>
        </div>
        {card.source === 'manual' && <ManualMark />}
      </div>
      <div className="mt-3 flex items-start gap-2 rounded-lg bg-slate-50 py-2 pl-3 pr-2">
        <p lang={lang} className="min-w-0 flex-1 text-sm leading-6 text-slate-700">
          <span className="sr-only">{t('words.context')}: </span>
          <Highlighted spans={highlightSpans(card.context, card.word, card.lemma)} />
        </p>
        <AudioButton text={card.context} lang={lang} label={t('audio.sentence')} />
      </div>
      {lineTranslation && (
        <p
          lang={card.toLanguage}
          className="mt-1 px-3 text-sm leading-6 text-slate-500"
          data-testid="card-line-translation"
        >
          <span className="sr-only">{t('common:offlineGloss.lineTranslation')}: </span>
          {lineTranslation}
        </p>
      )}
      {card.secondExample && (
        <p className="mt-2 px-3 text-sm leading-6 text-slate-600">
          <span className="mr-1.5 text-xs font-semibold uppercase tracking-wide text-slate-400">
            {t('words.secondExample')}
          </span>
          <span lang={lang} className="italic">
            <Highlighted
              spans={highlightSpans(card.secondExample, card.word, card.lemma)}
              className="bg-amber-100 font-medium"
            />
          </span>
        </p>
      )}
      <div className="mt-3 flex">
        <PlayInVideoButton time={card.start} onClick={() => study.playMoment(card.sentenceId)} />
      </div>
    </li>
  );
}

function SentenceCard({ card, study }: { card: Card; study: StudyContext }) {
  const { t } = useTranslation('notes');
  const lang = card.fromLanguage || study.language;
  return (
    <li data-testid={`sentence-card-${card.id}`} data-source={card.source} className={cardClass}>
      <div className="flex items-start justify-between gap-3">
        <p lang={lang} className="min-w-0 break-words text-base font-medium leading-7 text-slate-900">
          {card.word}
        </p>
        {card.source === 'manual' && <ManualMark />}
      </div>
      <p lang={card.toLanguage} className="mt-1 text-sm leading-6 text-slate-600">
        {card.translation || <NoTranslation />}
      </p>
      {card.teaches.length > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-semibold uppercase tracking-wide text-slate-400">{t('sentences.teaches')}</span>
          {card.teaches.map((lemma) => (
            <span
              key={lemma}
              lang={lang}
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700"
            >
              {lemma}
            </span>
          ))}
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <AudioButton text={card.word} lang={lang} label={t('audio.sentence')} />
        <PlayInVideoButton time={card.start} onClick={() => study.playMoment(card.sentenceId)} />
        <PracticeLineButton
          text={card.word}
          language={lang}
          onPlayModel={() => study.playMoment(card.sentenceId)}
          data-testid={`sentence-card-practise-${card.id}`}
          className="h-8 w-8"
        />
      </div>
    </li>
  );
}
