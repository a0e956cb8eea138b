import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { PlaylistEntry } from '../../lib/api-types.ts';
import { Thumbnail } from './PlaylistBits.tsx';
import { moved } from './playlists-api.ts';

/**
 * A playlist's entries in order, each with up / down (the new order of every item id goes to `onReorder`)
 * and remove. Shared by the learner's own playlists and the library's curation.
 */
export function EntryOrderList({
  entries,
  busy,
  onReorder,
  onRemove,
}: {
  entries: PlaylistEntry[];
  busy: boolean;
  onReorder: (itemIds: string[]) => void;
  onRemove: (entry: PlaylistEntry) => void;
}) {
  const { t } = useTranslation('playlists');
  const itemIds = entries.map((e) => e.itemId);
  const move = (from: number, step: -1 | 1) => {
    const next = moved(itemIds, from, step);
    if (next) onReorder(next);
  };
  return (
    <ol className="space-y-2">
      {entries.map((entry, index) => (
        <li key={entry.itemId} className="flex min-w-0 items-center gap-2" data-testid="playlist-entry-row">
          <span className="w-6 shrink-0 text-right text-sm text-slate-500">{index + 1}</span>
          <Thumbnail src={entry.thumbnail} className="h-10 w-16" />
          <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{entry.title || entry.videoId}</span>
          <Button
            size="icon"
            variant="ghost"
            disabled={busy || index === 0}
            onClick={() => move(index, -1)}
            aria-label={t('manage.up', { title: entry.title })}
            data-testid="entry-up"
          >
            <ArrowUp aria-hidden className="h-4 w-4" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={busy || index === entries.length - 1}
            onClick={() => move(index, 1)}
            aria-label={t('manage.down', { title: entry.title })}
            data-testid="entry-down"
          >
            <ArrowDown aria-hidden className="h-4 w-4" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={busy}
            onClick={() => onRemove(entry)}
            aria-label={t('manage.remove', { title: entry.title })}
            data-testid="entry-remove"
          >
            <X aria-hidden className="h-4 w-4" />
          </Button>
        </li>
      ))}
    </ol>
  );
}
