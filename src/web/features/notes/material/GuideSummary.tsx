import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../../common/format.ts';
import { languageName } from '../../../../common/languages.ts';
import type { StudyGuide } from '../../../lib/api-types.ts';
import { headingClass, sectionClass } from './guide-text.ts';

type Facts = NonNullable<StudyGuide['facts']>;

/** The summary: a model's text as written, or the offline facts laid out in the UI language (ADR 18). */
export function GuideSummary({ guide, language }: { guide: StudyGuide; language: string }) {
  const { t } = useTranslation('notes');
  const id = useId();
  if (!guide.summary && !guide.facts) return null;
  return (
    <section aria-labelledby={`${id}-summary`} className={sectionClass}>
      <h2 id={`${id}-summary`} className={headingClass}>
        {t('guide.summary')}
      </h2>
      {guide.summary && (
        <p className="mt-1.5 whitespace-pre-line text-sm leading-6 text-slate-700" data-testid="guide-summary">
          {guide.summary}
        </p>
      )}
      {guide.facts && <FactList facts={guide.facts} language={language} />}
    </section>
  );
}

function FactList({ facts, language }: { facts: Facts; language: string }) {
  const { t, i18n } = useTranslation('notes');
  const row = (label: string, value: ReactNode, testId: string, lang?: string) => (
    <div className="flex flex-wrap gap-x-2 py-1" data-testid={testId}>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd lang={lang} className="min-w-0 text-slate-800">
        {value}
      </dd>
    </div>
  );
  return (
    <dl className="mt-1.5 divide-y divide-slate-100 text-sm leading-6" data-testid="guide-facts">
      {row(t('guideText.length'), formatDuration(facts.seconds), 'guide-fact-length')}
      {row(t('guideText.language'), languageName(facts.language, i18n.language), 'guide-fact-language')}
      {row(t('guideText.lines'), facts.lines.toLocaleString(i18n.language), 'guide-fact-lines')}
      {row(t('guideText.words'), facts.words.toLocaleString(i18n.language), 'guide-fact-words')}
      {row(
        t('guideText.frequent'),
        facts.frequentWords.length ? (
          <ul className="flex flex-wrap gap-x-3">
            {facts.frequentWords.map(({ word, count }) => (
              <li key={word}>
                <span lang={language} className="font-medium">
                  {word}
                </span>{' '}
                <span className="text-slate-500">{t('guideText.heardTimes', { count })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">{t('guideText.frequentNone')}</span>
        ),
        'guide-fact-frequent',
      )}
      {facts.opening && row(t('guideText.opening'), `“${facts.opening}”`, 'guide-fact-opening', language)}
    </dl>
  );
}
