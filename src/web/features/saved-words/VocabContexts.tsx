import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoteMomentLink } from '../saved-items/NoteMomentLink.tsx';
import type { VocabContext } from '../../lib/api-types.ts';
import { highlightSpans } from '../../lib/highlight.ts';
import { Highlighted } from '../../components/ui/highlighted.tsx';
import { ShowMore } from '../../components/ui/show-more.tsx';

/** Contexts shown before "show all". */
export const VISIBLE_CONTEXTS = 2;

type VocabContextsProps = {
  contexts: readonly VocabContext[];
  word: string;
  lemma: string;
  lang: string;
  /** A heading for screen readers; false when the caller shows one. */
  srHeading?: boolean;
};

/** The sentences a word was saved from, each with the video it came from. */
export function VocabContexts({ contexts, word, lemma, lang, srHeading = true }: VocabContextsProps) {
  const { t } = useTranslation('words');
  const [expanded, setExpanded] = useState(false);
  if (contexts.length === 0) return null;
  const shown = expanded ? contexts : contexts.slice(0, VISIBLE_CONTEXTS);
  return (
    <div className="mt-3">
      {srHeading && <h3 className="sr-only">{t('item.contexts')}</h3>}
      <ul className="space-y-2">
        {shown.map((context) => (
          <li key={context.id} className="rounded-lg bg-slate-50 px-3 py-2" data-testid="vocab-context">
            <p lang={lang} className="break-words text-sm leading-6 text-slate-700">
              <Highlighted spans={highlightSpans(context.text, word, lemma)} />
            </p>
            {context.noteId && (
              <NoteMomentLink noteId={context.noteId} noteTitle={context.noteTitle} start={context.start} />
            )}
          </li>
        ))}
      </ul>
      {contexts.length > VISIBLE_CONTEXTS && (
        <ShowMore
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          more={t('item.moreContexts', { count: contexts.length - VISIBLE_CONTEXTS })}
          fewer={t('item.fewerContexts')}
        />
      )}
    </div>
  );
}
