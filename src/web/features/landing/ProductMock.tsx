import { Check, Layers, MousePointerClick, Pause, Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** One transcript line of the mock; its text is in the language being learned, which varies by UI locale. */
type MockLine = { time: string; text: string };
type MockCard = { word: string; partOfSpeech: string; meaning: string; example: string };

/** The line playing in the mock video, and so highlighted in the transcript. */
const ACTIVE_LINE = 1;

const normalise = (token: string) => token.toLocaleLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');

/** A line split into words as the note view shows it: every word is clickable, the one being spoken is lit. */
function Words({ text, activeWord, tone }: { text: string; activeWord?: string; tone: 'light' | 'dark' }) {
  return (
    <>
      {text.split(' ').map((token, index) => {
        const active = activeWord !== undefined && normalise(token) === normalise(activeWord);
        return (
          <span key={index}>
            {index > 0 && ' '}
            <span
              className={cn(
                active && 'rounded bg-brand-600 px-1 font-semibold text-white shadow-sm',
                !active && tone === 'dark' && 'underline decoration-white/30 decoration-dotted underline-offset-4',
              )}
            >
              {token}
            </span>
          </span>
        );
      })}
    </>
  );
}

function VideoFrame({ line, activeWord }: { line: MockLine; activeWord: string }) {
  const { t } = useTranslation('landing');
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-gradient-to-br from-slate-800 via-brand-900 to-slate-900">
      {/* A sun and two hills suggest footage without loading any image. */}
      <div className="absolute top-[12%] right-[14%] h-[22%] w-auto aspect-square rounded-full bg-amber-300/80" />
      <div className="absolute -bottom-[30%] -left-[10%] h-[70%] w-[65%] rounded-[50%] bg-brand-500/45" />
      <div className="absolute -right-[10%] -bottom-[40%] h-[75%] w-[70%] rounded-[50%] bg-violet-500/35" />
      <span className="absolute top-3 left-3 max-w-[70%] truncate rounded-md bg-black/45 px-2 py-1 text-xs font-medium text-white">
        {t('mock.videoTitle')}
      </span>
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-3 pt-10 pb-2.5">
        <p className="text-center text-sm leading-relaxed font-semibold text-white md:text-base">
          <Words text={line.text} activeWord={activeWord} tone="dark" />
        </p>
        <p className="mt-0.5 text-center text-xs text-white/75">{t('mock.lineTranslation')}</p>
        <div className="mt-2.5 flex items-center gap-2 text-[10px] text-white/75 tabular-nums">
          <Pause aria-hidden className="h-3.5 w-3.5 fill-white text-white" />
          <span>{line.time}</span>
          <div className="h-1 flex-1 rounded-full bg-white/25">
            <div className="h-full w-[14%] rounded-full bg-brand-500" />
          </div>
          <span>1:00</span>
          <Volume2 aria-hidden className="h-3.5 w-3.5" />
        </div>
      </div>
    </div>
  );
}

function Transcript({ lines, activeWord }: { lines: MockLine[]; activeWord: string }) {
  const { t } = useTranslation('landing');
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-2.5">
      <div className="mb-1.5 flex items-center justify-between px-1 text-xs font-semibold text-slate-500">
        <span>{t('mock.transcript')}</span>
        <span className="inline-flex items-center gap-1 font-medium text-brand-600">
          <MousePointerClick aria-hidden className="h-3.5 w-3.5" />
          {t('mock.clickHint')}
        </span>
      </div>
      <ol className="space-y-1">
        {lines.map((line, index) => (
          <li
            key={line.time}
            className={cn(
              'flex gap-2 rounded-lg px-2 py-1.5 text-sm',
              index === ACTIVE_LINE ? 'bg-white text-slate-900 shadow-sm ring-1 ring-brand-100' : 'text-slate-500',
            )}
          >
            <span className="shrink-0 pt-px font-mono text-xs text-slate-400">{line.time}</span>
            <span>
              <Words text={line.text} activeWord={index === ACTIVE_LINE ? activeWord : undefined} tone="light" />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function FlashcardPreview({ card }: { card: MockCard }) {
  const { t } = useTranslation('landing');
  return (
    <div className="flex flex-col rounded-xl bg-gradient-to-br from-brand-600 to-violet-600 p-4 text-white shadow-lg shadow-brand-900/20">
      <p className="flex items-center gap-1.5 text-[11px] font-semibold tracking-wider text-white/75 uppercase">
        <Layers aria-hidden className="h-3.5 w-3.5" />
        {t('mock.cardLabel')}
      </p>
      <p className="mt-2 text-2xl font-bold">{card.word}</p>
      <p className="text-xs text-white/70">{card.partOfSpeech}</p>
      <p className="mt-2 text-sm font-medium">{card.meaning}</p>
      <p className="mt-3 rounded-lg bg-white/10 p-2 text-xs text-white/90 italic">{card.example}</p>
      <p className="mt-auto flex items-center gap-1.5 pt-3 text-xs font-medium text-emerald-200">
        <Check aria-hidden className="h-3.5 w-3.5" />
        {t('mock.saved')}
      </p>
    </div>
  );
}

/**
 * The hero's picture of the product, drawn in HTML so it needs no image request and translates with
 * the page: a paused video with its subtitle, the transcript with the spoken word lit, and the
 * flashcard a click on that word creates. It is one image to assistive technology.
 */
export function ProductMock() {
  const { t } = useTranslation('landing');
  const lines = t('mock.lines', { returnObjects: true }) as MockLine[];
  const card = t('mock.card', { returnObjects: true }) as MockCard;
  const activeWord = card.word;
  return (
    <figure role="img" aria-label={t('mock.ariaLabel')} className="relative mx-auto w-full max-w-xl lg:max-w-none">
      <div
        aria-hidden
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-100 via-violet-100 to-sky-100 blur-2xl"
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-2xl shadow-brand-900/10 md:p-4">
        <VideoFrame line={lines[ACTIVE_LINE]!} activeWord={activeWord} />
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_12.5rem]">
          <Transcript lines={lines} activeWord={activeWord} />
          <FlashcardPreview card={card} />
        </div>
      </div>
    </figure>
  );
}
