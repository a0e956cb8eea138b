import { useNavigate } from '@tanstack/react-router';
import { GraduationCap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { serverText } from '../../lib/server-messages.ts';
import { localeParam, useLocale } from '../../lib/locale.ts';
import { playlistCalls } from './playlists-api.ts';

const POLL_MS = 1000;

/**
 * "Study": opens the entry (the server makes its note once and the learner's copy), showing the progress
 * while the note is made, then goes to the learner's note page with the playlist beside it.
 */
export function StudyButton({
  playlistId,
  itemId,
  label,
  testId = 'entry-study',
}: {
  playlistId: string;
  itemId: string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('playlists');
  const locale = useLocale();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const study = async () => {
    setProblem(undefined);
    setProgress(0);
    try {
      for (;;) {
        const opened = await playlistCalls.open({ id: playlistId, itemId });
        if (!alive.current) return;
        if (opened.myNoteId) {
          await navigate({
            to: '/{-$locale}/notes/$noteId',
            params: { locale: localeParam(locale), noteId: opened.myNoteId },
            search: { playlistId, ...(opened.playlistNoteId ? { playlistNoteId: opened.playlistNoteId } : {}) },
          });
          return;
        }
        if (opened.status === 'failed') {
          setProblem(opened.message ? serverText(t, opened.message) : t('page.failed'));
          setProgress(null);
          return;
        }
        setProgress(opened.progress);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (!alive.current) return;
      }
    } catch (error) {
      if (alive.current) {
        setProblem(errorMessage(error, t));
        setProgress(null);
      }
    }
  };

  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button size="sm" onClick={() => void study()} disabled={progress !== null} data-testid={testId}>
        {progress !== null ? (
          <Spinner className="h-4 w-4 text-current" />
        ) : (
          <GraduationCap aria-hidden className="h-4 w-4" />
        )}
        {label}
      </Button>
      {progress !== null && (
        <span role="status" className="text-xs text-slate-600" data-testid="entry-progress">
          {t('page.preparing', { progress })}
        </span>
      )}
      {problem && (
        <span role="alert" className="max-w-64 text-right text-xs text-red-700">
          {problem}
        </span>
      )}
    </span>
  );
}
