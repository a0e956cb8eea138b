import { useQuery } from '@tanstack/react-query';
import { BookA, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Highlighted } from '../../components/ui/highlighted.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { Card, GrammarNote } from '../../lib/api-types.ts';
import { highlightSpans } from '../../lib/highlight.ts';
import { MaterialGate } from '../notes/material/MaterialGate.tsx';
import { PlayInVideoButton } from '../notes/material/parts.tsx';
import { sharedFlashcardsQuery, sharedGrammarQuery } from './sharing-api.ts';

/**
 * A shared note's word or sentence cards, read-only: the front, its meaning and the line it came from.
 * Saving them is for the learner's own copy ("Save to my library").
 */
export function SharedCards({
  noteId,
  kind,
  onPlay,
}: {
  noteId: string;
  kind: 'words' | 'sentences';
  onPlay: (line: number) => void;
}) {
  const { t } = useTranslation('notes');
  const query = useQuery(sharedFlashcardsQuery(noteId));
  return (
    <MaterialGate query={query}>
      {(data) => {
        const cards = data[kind].flatMap((collection) => collection.cards);
        if (cards.length === 0)
          return (
            <EmptyState
              icon={Layers}
              titleAs="h3"
              title={t(kind === 'words' ? 'words.emptyTitle' : 'sentences.emptyTitle')}
              text={t('sharing:page.noCards')}
            />
          );
        return (
          <ul className="space-y-2" data-testid={`shared-${kind}`}>
            {cards.map((card) => (
              <CardRow key={card.id} card={card} onPlay={onPlay} />
            ))}
          </ul>
        );
      }}
    </MaterialGate>
  );
}

function CardRow({ card, onPlay }: { card: Card; onPlay: (line: number) => void }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="shared-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p lang={card.fromLanguage} className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {card.word}
          </p>
          {card.translation && (
            <p lang={card.toLanguage} className="mt-0.5 text-sm text-slate-600">
              {card.translation}
            </p>
          )}
        </div>
        <PlayInVideoButton time={card.start} onClick={() => onPlay(card.sentenceId)} className="shrink-0" />
      </div>
      {card.kind === 'word' && card.context && (
        <p lang={card.fromLanguage} className="mt-2 text-sm leading-6 text-slate-500">
          <Highlighted spans={highlightSpans(card.context, card.word)} />
        </p>
      )}
    </li>
  );
}

/** A shared note's grammar notes, read-only: each point explained, with the lines of the video that use it. */
export function SharedGrammar({ noteId, onPlay }: { noteId: string; onPlay: (line: number) => void }) {
  const { t } = useTranslation('notes');
  const query = useQuery(sharedGrammarQuery(noteId));
  return (
    <MaterialGate query={query}>
      {(data) =>
        data.grammarNotes.length === 0 ? (
          <EmptyState icon={BookA} titleAs="h3" title={t('grammar.emptyTitle')} text={t('grammar.emptyText')} />
        ) : (
          <ul className="space-y-3" data-testid="shared-grammar">
            {data.grammarNotes.map((note) => (
              <GrammarRow key={note.id} note={note} onPlay={onPlay} />
            ))}
          </ul>
        )
      }
    </MaterialGate>
  );
}

function GrammarRow({ note, onPlay }: { note: GrammarNote; onPlay: (line: number) => void }) {
  const { t } = useTranslation('notes');
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="shared-grammar-note">
      <h3 className="font-semibold text-slate-900">{note.title}</h3>
      <p lang={note.explanationLanguage} className="mt-1 text-sm leading-6 text-slate-700">
        {note.explanation}
      </p>
      {note.examples.length > 0 && (
        <ul className="mt-3 space-y-1.5">
          {note.examples.map((example) => (
            <li key={example.sentenceId} className="flex items-start justify-between gap-2">
              <p className="min-w-0 text-sm leading-6 text-slate-800">
                <Highlighted spans={highlightSpans(example.text, example.match)} />
              </p>
              <PlayInVideoButton time={undefined} onClick={() => onPlay(example.sentenceId)} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
      {note.writtenExamples.length > 0 && (
        <div className="mt-3">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('grammarExamples.written')}
          </h4>
          <ul className="mt-1.5 space-y-1.5">
            {note.writtenExamples.map((example) => (
              <li key={example.text} className="text-sm leading-6 text-slate-800">
                <Highlighted spans={highlightSpans(example.text, example.match)} />
                {example.translation && <span className="block text-xs text-slate-500">{example.translation}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
