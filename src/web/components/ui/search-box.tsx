import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { fieldClassName } from './input.tsx';

/** Spec §9: typing searches 400 ms after the last keystroke; Enter and the clear button search at once. */
export const SEARCH_DEBOUNCE_MS = 400;

type SearchBoxProps = {
  onSearch: (value: string) => void;
  defaultValue?: string;
  placeholder?: string;
  className?: string;
};

export function SearchBox({ onSearch, defaultValue = '', placeholder, className }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pending.current), []);

  const searchNow = (text: string) => {
    clearTimeout(pending.current);
    onSearch(text);
  };
  const searchSoon = (text: string) => {
    clearTimeout(pending.current);
    pending.current = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
  };

  return (
    <div role="search" className={cn('relative', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={inputRef}
        type="search"
        enterKeyHint="search"
        aria-label={t('search.label')}
        placeholder={placeholder ?? t('search.placeholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          searchSoon(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          searchNow(value);
        }}
        className={cn(fieldClassName, 'h-11 pl-9 pr-10 [&::-webkit-search-cancel-button]:appearance-none')}
      />
      {value && (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => {
            setValue('');
            searchNow('');
            inputRef.current?.focus();
          }}
          className="absolute right-2 top-1/2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
