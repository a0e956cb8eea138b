import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowMore } from '../../components/ui/show-more.tsx';
import type { EntryGroup } from '../../lib/api-types.ts';
import { knownPos } from '../notes/material/material-helpers.ts';

/** Senses shown per group before "show more": the everyday ones come first. */
export const VISIBLE_SENSES = 5;

/**
 * A part of speech as the dictionary wrote it ("noun, masculine"), its word class in the learner's
 * language when the app knows it; the details stay as written.
 */
export function usePosLabel() {
  const { t } = useTranslation('notes');
  return (pos: string) => {
    const [head = '', ...details] = pos.split(',').map((part) => part.trim());
    const known = knownPos(head);
    return [known ? t(`pos.${known}`) : head, ...details].join(', ');
  };
}

type EntrySensesProps = { groups: readonly EntryGroup[]; lang: string; translationLang: string };

/** One dictionary's senses, gathered by headword and part of speech, numbered as the dictionary orders them. */
export function EntrySenses({ groups, lang, translationLang }: EntrySensesProps) {
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <SenseGroup
          key={`${group.headword}|${group.partOfSpeech}`}
          group={group}
          lang={lang}
          translationLang={translationLang}
        />
      ))}
    </div>
  );
}

function SenseGroup({ group, lang, translationLang }: { group: EntryGroup; lang: string; translationLang: string }) {
  const { t } = useTranslation('words');
  const posLabel = usePosLabel();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? group.senses : group.senses.slice(0, VISIBLE_SENSES);
  return (
    <section data-testid="entry-group">
      <h4 className="flex flex-wrap items-baseline gap-x-2">
        <span lang={lang} className="font-semibold text-slate-900">
          {group.headword}
        </span>
        {group.partOfSpeech && (
          <span className="text-xs font-medium italic text-slate-500" data-testid="entry-group-pos">
            {posLabel(group.partOfSpeech)}
          </span>
        )}
      </h4>
      <ol className="mt-1.5 list-decimal space-y-1 pl-6 text-sm leading-6 text-slate-700 marker:text-slate-400">
        {shown.map((glosses) => (
          <li key={glosses.join('|')} lang={translationLang} className="break-words" data-testid="entry-sense">
            {glosses.join('; ')}
          </li>
        ))}
      </ol>
      {group.senses.length > VISIBLE_SENSES && (
        <ShowMore
          expanded={expanded}
          onToggle={() => setExpanded((open) => !open)}
          more={t('lookup.moreSenses', { count: group.senses.length - VISIBLE_SENSES })}
          fewer={t('lookup.fewerSenses')}
        />
      )}
    </section>
  );
}
