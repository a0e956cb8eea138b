// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOZE_BLANK } from '../../../common/learning.ts';
import { createI18n } from '../../i18n/index.ts';
import { QuestionView } from './QuestionView.tsx';
import type { Outcome } from './quiz-session.ts';
import type { ClozeQuestion } from '../../lib/api-types.ts';

afterEach(cleanup);

/** A gap that opens its sentence: the choices are written as alone, the sentence as said. */
const opening: ClozeQuestion = {
  id: 'q1',
  kind: 'cloze',
  item: { kind: 'word', id: 'w1', lemma: 'trinken' },
  prompt: `${CLOZE_BLANK} habe ich nur Wasser.`,
  sentence: 'Getrunken habe ich nur Wasser.',
  choices: ['Schwester', 'getrunken', 'Zeit', 'kaufen'],
  answer: 'getrunken',
};

function Answering({ question }: { question: ClozeQuestion }) {
  const [outcome, setOutcome] = useState<Outcome>();
  return <QuestionView question={question} language="de" outcome={outcome} onAnswer={setOutcome} />;
}

describe('cloze question', () => {
  it('shows the choices in their own case and fills the gap as the sentence says it', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Answering question={opening} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('quiz-choices').textContent).toBe('1Schwester2getrunken3Zeit4kaufen');
    fireEvent.click(screen.getByText('getrunken'));
    expect(screen.getByTestId('quiz-prompt').textContent).toBe('Getrunken habe ich nur Wasser.');
  });
});
