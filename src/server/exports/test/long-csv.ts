/**
 * A vocabulary CSV of `rows` distinct words (made of syllables, so each has its own lemma), with a
 * translation, a context sentence and a status, as another app's export would look. Deterministic.
 */
const SYLLABLES =
  'ba be bi bo bu da de di do du ka ke ki ko ku la le li lo lu ma me mi mo mu na ne ni no nu ra re ri ro ru sa se si so su ta te ti to tu'.split(
    ' ',
  );
const STATUSES = ['', 'learning', 'learning 2', 'known', 'new'];

export function vocabCsv(rows: number): string {
  const lines = ['word,translation,context,language,status'];
  for (let i = 0; i < rows; i++) {
    let n = i;
    let word = '';
    do {
      word += SYLLABLES[n % SYLLABLES.length];
      n = Math.floor(n / SYLLABLES.length);
    } while (n > 0);
    word += 'ng';
    lines.push(
      `${word},mot ${i},"We saw the ${word} by the water, and it was long.",en,${STATUSES[i % STATUSES.length]}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
