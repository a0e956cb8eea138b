import { useTranslation } from 'react-i18next';
import { Highlighted } from '../../../components/ui/highlighted.tsx';
import type { GrammarNote } from '../../../lib/api-types.ts';
import { highlightSpans } from '../../../lib/highlight.ts';
import { AudioButton } from '../../audio/AudioButton.tsx';

/**
 * The sentences written and reviewed for the point (ADR 17), the part that shows it highlighted,
 * each with its English translation (none when the sentence is English) and a button to hear it.
 */
export function GrammarExamples({ note, language }: { note: GrammarNote; language: string }) {
  const { t } = useTranslation('notes');
  if (!note.writtenExamples.length) return null;
  return (
    <div className="mt-4" data-testid={`grammar-written-${note.pointId}`}>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('grammarExamples.written')}</h4>
      <ul className="mt-1.5 space-y-1.5">
        {note.writtenExamples.map((example) => (
          <li key={example.text} className="flex items-start gap-2.5 px-2 py-1">
            <AudioButton text={example.text} lang={language} label={t('audio.sentence')} className="shrink-0" />
            <div className="min-w-0 flex-1">
              <p lang={language} className="text-sm leading-6 text-slate-800">
                <Highlighted spans={highlightSpans(example.text, example.match)} />
              </p>
              {example.translation && (
                <p lang="en" className="text-xs leading-5 text-slate-500">
                  {example.translation}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
