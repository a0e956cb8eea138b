import { MonitorPlay, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** A video's picture, or a neutral tile with an icon when there is none or it cannot load (offline, removed video). */
export function VideoThumbnail({
  src,
  className,
  icon: Icon = MonitorPlay,
}: {
  src: string | null;
  className?: string;
  icon?: LucideIcon;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const usable = src !== null && broken !== src;
  return (
    <span
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gradient-to-br from-slate-600 to-slate-800',
        className,
      )}
    >
      <Icon aria-hidden className="h-1/3 max-h-10 w-1/3 max-w-10 text-white/70" />
      {usable && (
        <img
          src={src}
          alt=""
          loading="lazy"
          onError={() => setBroken(src)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      )}
    </span>
  );
}
