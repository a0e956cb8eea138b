import { baseLanguage, languageName, type UiLocale } from '../../common/languages.ts';
import { clip, escapeHtml, type PageHead } from '../../common/page-head.ts';
import { localePath } from '../../common/public-pages.ts';
import type { SharedNoteHead } from '../notes/sharing.ts';
import type { LibraryPlaylistHead } from '../playlists/public-index.ts';
import { PAGE_TEXTS } from './texts.ts';

/** A public page as the server sends it: the status, its head, and #root's static body. */
export type PublicPage = { status: 200 | 404; head: PageHead; body: string };

/** A video's thumbnail as link previews show it (YouTube's 640×480 "sddefault"). */
export const thumbnail = (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/sddefault.jpg`;

const capitalized = (text: string, locale: UiLocale) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
/** A language's name in the page's locale (a caption variant like en-GB named as its base language). */
const names = (code: string, locale: UiLocale) => {
  const lang = languageName(baseLanguage(code), locale);
  return { lang, Lang: capitalized(lang, locale) };
};

/** #root's content before the app replaces it: the page readable without script, in the app's own classes. */
function staticBody(title: string, text: string, link: { href: string; label: string }): string {
  return (
    '<main class="mx-auto max-w-2xl px-4 py-10">' +
    `<h1 class="text-2xl font-semibold">${escapeHtml(title)}</h1>` +
    (text ? `<p class="mt-4 text-slate-600">${escapeHtml(text)}</p>` : '') +
    `<p class="mt-6"><a class="underline" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` +
    '</main>'
  );
}

export function sharedNotePage(note: SharedNoteHead, locale: UiLocale): PublicPage {
  const t = PAGE_TEXTS[locale];
  const { lang, Lang } = names(note.language, locale);
  const excerpt = clip(note.excerpt, 300);
  return {
    status: 200,
    head: {
      locale,
      path: `/shared/note/${note.id}`,
      title: t.noteTitle(note.title, Lang),
      description: clip(`${t.noteLead(lang)} ${excerpt}`),
      image: note.videoId ? thumbnail(note.videoId) : undefined,
      ogType: 'article',
    },
    body: staticBody(note.title, excerpt || t.noteLead(lang), {
      href: localePath(locale, `/shared/${baseLanguage(note.language)}`),
      label: t.moreShared(lang),
    }),
  };
}

/** The list of shared notes in one learning language (`langCode` already checked). */
export function sharedListPage(langCode: string, locale: UiLocale): PublicPage {
  const t = PAGE_TEXTS[locale];
  const { lang, Lang } = names(langCode, locale);
  const heading = t.listTitle(lang, Lang);
  const description = t.listDescription(lang, Lang);
  return {
    status: 200,
    head: { locale, path: `/shared/${langCode}`, title: `${heading} — Lingoclip`, description },
    body: staticBody(heading, description, { href: localePath(locale, '/'), label: t.home }),
  };
}

export function playlistPage(playlist: LibraryPlaylistHead, locale: UiLocale): PublicPage {
  const t = PAGE_TEXTS[locale];
  const { lang } = names(playlist.language, locale);
  const text = playlist.description.trim() || t.playlistLead(lang);
  return {
    status: 200,
    head: {
      locale,
      path: `/playlists/${playlist.id}`,
      title: t.playlistTitle(playlist.title, lang),
      description: clip(text),
      image: playlist.videoId ? thumbnail(playlist.videoId) : undefined,
    },
    body: staticBody(playlist.title, clip(text, 300), {
      href: localePath(locale, `/shared/${baseLanguage(playlist.language)}`),
      label: t.moreShared(lang),
    }),
  };
}

/** A note that is not there or no longer shared, a learner's own playlist, an unknown language: 404, noindex. */
export function missingPage(path: string, locale: UiLocale): PublicPage {
  const t = PAGE_TEXTS[locale];
  return {
    status: 404,
    head: { locale, path, title: `${t.notFoundTitle} — Lingoclip`, description: t.notFoundDescription, missing: true },
    body: staticBody(t.notFoundTitle, t.notFoundDescription, { href: localePath(locale, '/'), label: t.home }),
  };
}
