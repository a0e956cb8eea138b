import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field, TextField } from '../../components/ui/field.tsx';
import { LanguageFilter } from '../saved-items/LanguageFilter.tsx';
import { DictateButton } from '../speech/DictateButton.tsx';

type LookupFormProps = {
  word: string;
  language: string;
  languages: readonly string[];
  onLookUp: (word: string, language: string) => void;
};

/** The word and its language; Enter or the button looks it up, and a new language looks the same word up again. */
export function LookupForm({ word, language, languages, onLookUp }: LookupFormProps) {
  const { t } = useTranslation('words');
  const [text, setText] = useState(word);
  const languageId = useId();
  const wordId = useId();
  return (
    <form
      role="search"
      className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim()) onLookUp(text.trim(), language);
      }}
      data-testid="lookup-form"
    >
      <div className="sm:w-48">
        <Field id={languageId} label={t('lookup.language')}>
          <LanguageFilter
            id={languageId}
            required
            value={language}
            languages={languages}
            onChange={(next) => onLookUp(text.trim(), next)}
          />
        </Field>
      </div>
      {/* The mic stays beside the word on a phone too, where the form stacks. */}
      <div className="flex min-w-0 flex-1 items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={wordId}
            label={t('lookup.wordLabel')}
            type="search"
            enterKeyHint="search"
            lang={language}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={100}
            placeholder={t('lookup.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            data-testid="lookup-input"
          />
        </div>
        <DictateButton
          language={language}
          data-testid="lookup-dictate"
          onText={(said) => {
            setText(said);
            onLookUp(said, language);
          }}
        />
      </div>
      <Button type="submit" className="h-11" disabled={!text.trim()} data-testid="lookup-submit">
        <Search aria-hidden className="h-4 w-4" />
        {t('lookup.submit')}
      </Button>
    </form>
  );
}
