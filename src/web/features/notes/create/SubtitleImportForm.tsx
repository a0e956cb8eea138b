import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AlertCircle, FileUp } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field, TextField } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { displayLanguage } from '../../../lib/language-options.ts';
import { localeParam, useLocale } from '../../../lib/locale.ts';
import { useProfile } from '../../../lib/session.ts';
import { subscriptionQuery } from '../../subscriptions/api.ts';
import { QuotaUsedUp, usedUp } from '../../subscriptions/QuotaUsedUp.tsx';
import { importSubtitleFile, noteListQuery } from '../note-api.ts';
import { checkLink } from './link-check.ts';
import { readTextFile } from './read-text-file.ts';

/** The server refuses larger files (schema.ts MAX_SUBTITLE_BYTES); saying so before uploading saves a round trip. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

type ImportDraft = { file: File; language: string; url: string; title: string };

/** The form's element id: the create-note failure panel links to it. */
export const SUBTITLE_IMPORT_ID = 'subtitle-import';
/** A request to open the form from elsewhere on the page: the video link to fill in; `n` makes each request new. */
export type ImportRequest = { videoUrl: string | null; n: number };

/** A learner's own .srt/.vtt file becomes a note, optionally tied to the YouTube video it belongs to. */
export function SubtitleImportForm({ request }: { request?: ImportRequest | null }) {
  const { t } = useTranslation('notes');
  const locale = useLocale();
  const profile = useProfile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Fresh on every visit: the form shows its quota is used up before the learner picks a file.
  const subscription = useQuery({ ...subscriptionQuery, staleTime: 0 }).data;
  const languages = useMemo(
    () => [...new Set([profile.mainLearningLanguage.language, ...profile.learningLanguageList.map((l) => l.language)])],
    [profile.mainLearningLanguage.language, profile.learningLanguageList],
  );
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState(languages[0] ?? 'en');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  // Asked for by a failed YouTube note: the video's link filled in, the form brought into view, the file picker focused.
  useEffect(() => {
    if (!request) return;
    if (request.videoUrl) setUrl(request.videoUrl);
    // By id: Card is a function component, and Preact (the browser build) passes it no ref.
    document.getElementById(SUBTITLE_IMPORT_ID)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    fileRef.current?.focus({ preventScroll: true });
  }, [request]);

  const upload = useMutation({
    mutationFn: async ({ file: chosen, ...rest }: ImportDraft) => {
      const content = await readTextFile(chosen);
      return importSubtitleFile({
        fileName: chosen.name,
        content,
        language: rest.language,
        title: rest.title.trim() || undefined,
        url: rest.url.trim() || undefined,
      });
    },
    meta: { silent: true },
    onSuccess: ({ noteId }) => {
      void queryClient.invalidateQueries({ queryKey: noteListQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey });
      void navigate({ to: '/{-$locale}/notes/$noteId', params: { locale: localeParam(locale), noteId } });
    },
    onError: (error) => setProblem(errorMessage(error, t)),
  });

  const urlInvalid = checkLink(url).state === 'invalid';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(t('import.fileRequired'));
    if (!/\.(srt|vtt)$/i.test(file.name)) return setProblem(t('import.wrongType'));
    if (file.size > MAX_FILE_BYTES) return setProblem(t('import.tooLarge'));
    if (urlInvalid) return;
    setProblem(null);
    upload.mutate({ file, language, url, title });
  };

  return (
    <Card id={SUBTITLE_IMPORT_ID} aria-labelledby="import-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="import-title" className="flex items-center gap-2">
          <FileUp aria-hidden className="h-5 w-5 text-brand-600" />
          {t('import.title')}
        </CardTitle>
        <CardDescription>{t('import.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        {subscription && usedUp(subscription, 'note') ? (
          <QuotaUsedUp counter="note" subscription={subscription} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <Field id="subtitle-file" label={t('import.file')} hint={t('import.fileHint')}>
              {/* The native picker's own words follow the browser's language, so a styled label stands in for them. */}
              <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
                <input
                  ref={fileRef}
                  id="subtitle-file"
                  type="file"
                  accept=".srt,.vtt,text/vtt,application/x-subrip"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setProblem(null);
                  }}
                  aria-describedby="subtitle-file-message subtitle-file-name"
                  data-testid="subtitle-file-input"
                  className="sr-only"
                />
                <label htmlFor="subtitle-file" className={buttonVariants({ size: 'sm', className: 'cursor-pointer' })}>
                  <FileUp aria-hidden className="h-4 w-4" />
                  {t('import.choose')}
                </label>
                <span
                  id="subtitle-file-name"
                  className={file ? 'min-w-0 truncate text-sm font-medium text-slate-800' : 'text-sm text-slate-500'}
                >
                  {file ? file.name : t('import.noFile')}
                </span>
              </div>
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="subtitle-language" label={t('import.language')}>
                <Select
                  id="subtitle-language"
                  value={language}
                  onChange={(event) => setLanguage(event.target.value)}
                  data-testid="subtitle-language"
                >
                  {languages.map((code) => (
                    <option key={code} value={code}>
                      {displayLanguage(code, locale)}
                    </option>
                  ))}
                </Select>
              </Field>
              <TextField
                id="subtitle-title"
                label={t('import.titleField')}
                hint={t('import.titleHint')}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={200}
              />
            </div>
            <TextField
              id="subtitle-url"
              label={t('import.link')}
              hint={t('import.linkHint')}
              error={urlInvalid ? t('create.link.invalid') : undefined}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              data-testid="subtitle-url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
            />
            {problem && (
              <p
                role="alert"
                data-testid="subtitle-error"
                className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              >
                <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                {problem}
              </p>
            )}
            <Button type="submit" variant="outline" disabled={upload.isPending} data-testid="subtitle-import">
              {upload.isPending ? <Spinner className="h-4 w-4" /> : <FileUp aria-hidden className="h-4 w-4" />}
              {t('import.submit')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
