import type { UiLocale } from '../../common/languages.ts';

/**
 * The public pages' heads in each UI locale, written here as mail/ writes its messages: the server renders
 * these pages, so their words live with it. `lang` is the language's name in the page's locale as
 * Intl.DisplayNames gives it (lower case in French, Spanish, Italian: "coréen"); `Lang` is capitalized.
 */
export type PageTexts = {
  noteTitle: (title: string, Lang: string) => string;
  noteLead: (lang: string) => string;
  /** The page's heading; its title adds ` — Lingoclip`. */
  listTitle: (lang: string, Lang: string) => string;
  listDescription: (lang: string, Lang: string) => string;
  playlistTitle: (title: string, lang: string) => string;
  playlistLead: (lang: string) => string;
  /** The static body's link to the language's list of shared notes. */
  moreShared: (lang: string) => string;
  /** The static body's link home. */
  home: string;
  /** The heading of a page that is not there; its title adds ` — Lingoclip`. */
  notFoundTitle: string;
  notFoundDescription: string;
};

export const PAGE_TEXTS: Record<UiLocale, PageTexts> = {
  en: {
    noteTitle: (title, Lang) => `${title} — ${Lang} with Lingoclip`,
    noteLead: (lang) => `A ${lang} video with its transcript, flashcards and grammar notes.`,
    listTitle: (_lang, Lang) => `Shared ${Lang} videos to learn from`,
    listDescription: (_lang, Lang) =>
      `${Lang} videos that learners shared on Lingoclip, each with its transcript, flashcards and grammar notes. Open one and study it for free.`,
    playlistTitle: (title, lang) => `${title} — ${lang} playlist · Lingoclip`,
    playlistLead: (lang) =>
      `A ${lang} playlist on Lingoclip: videos in order, each with its transcript, flashcards and grammar notes.`,
    moreShared: (lang) => `More ${lang} videos shared by learners`,
    home: 'Lingoclip: learn languages from YouTube videos',
    notFoundTitle: 'Page not found',
    notFoundDescription: 'This page does not exist or is no longer shared.',
  },
  fr: {
    noteTitle: (title, Lang) => `${title} — ${Lang} avec Lingoclip`,
    noteLead: (lang) => `Une vidéo en ${lang} avec sa transcription, ses cartes mémoire et ses notes de grammaire.`,
    listTitle: (lang) => `Vidéos en ${lang} partagées pour apprendre`,
    listDescription: (lang) =>
      `Des vidéos en ${lang} partagées par des apprenants sur Lingoclip, chacune avec sa transcription, ses cartes mémoire et ses notes de grammaire. Ouvrez-en une et étudiez-la gratuitement.`,
    playlistTitle: (title, lang) => `${title} — playlist en ${lang} · Lingoclip`,
    playlistLead: (lang) =>
      `Une playlist en ${lang} sur Lingoclip : des vidéos dans l’ordre, chacune avec sa transcription, ses cartes mémoire et ses notes de grammaire.`,
    moreShared: (lang) => `Plus de vidéos en ${lang} partagées par des apprenants`,
    home: 'Lingoclip : apprendre les langues avec des vidéos YouTube',
    notFoundTitle: 'Page introuvable',
    notFoundDescription: 'Cette page n’existe pas ou n’est plus partagée.',
  },
  es: {
    noteTitle: (title, Lang) => `${title} — ${Lang} con Lingoclip`,
    noteLead: (lang) => `Un vídeo en ${lang} con su transcripción, tarjetas de memoria y notas de gramática.`,
    listTitle: (lang) => `Vídeos en ${lang} compartidos para aprender`,
    listDescription: (lang) =>
      `Vídeos en ${lang} que otros estudiantes compartieron en Lingoclip, cada uno con su transcripción, tarjetas de memoria y notas de gramática. Abre uno y estúdialo gratis.`,
    playlistTitle: (title, lang) => `${title} — lista de ${lang} · Lingoclip`,
    playlistLead: (lang) =>
      `Una lista de vídeos en ${lang} en Lingoclip: en orden, cada uno con su transcripción, tarjetas de memoria y notas de gramática.`,
    moreShared: (lang) => `Más vídeos en ${lang} compartidos por estudiantes`,
    home: 'Lingoclip: aprende idiomas con vídeos de YouTube',
    notFoundTitle: 'Página no encontrada',
    notFoundDescription: 'Esta página no existe o ya no se comparte.',
  },
  de: {
    noteTitle: (title, Lang) => `${title} — ${Lang} mit Lingoclip`,
    noteLead: (lang) => `Ein Video auf ${lang} mit Transkript, Karteikarten und Grammatiknotizen.`,
    listTitle: (lang) => `Geteilte Videos auf ${lang} zum Lernen`,
    listDescription: (lang) =>
      `Videos auf ${lang}, die Lernende auf Lingoclip geteilt haben, jedes mit Transkript, Karteikarten und Grammatiknotizen. Öffne eins und lerne kostenlos damit.`,
    playlistTitle: (title, lang) => `${title} — Playlist auf ${lang} · Lingoclip`,
    playlistLead: (lang) =>
      `Eine Playlist auf ${lang} bei Lingoclip: Videos der Reihe nach, jedes mit Transkript, Karteikarten und Grammatiknotizen.`,
    moreShared: (lang) => `Mehr geteilte Videos auf ${lang}`,
    home: 'Lingoclip: Sprachen mit YouTube-Videos lernen',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundDescription: 'Diese Seite gibt es nicht, oder sie wird nicht mehr geteilt.',
  },
  it: {
    noteTitle: (title, Lang) => `${title} — ${Lang} con Lingoclip`,
    noteLead: (lang) => `Un video in ${lang} con trascrizione, flashcard e note di grammatica.`,
    listTitle: (lang) => `Video in ${lang} condivisi per imparare`,
    listDescription: (lang) =>
      `Video in ${lang} condivisi da altri studenti su Lingoclip, ognuno con trascrizione, flashcard e note di grammatica. Aprine uno e studialo gratis.`,
    playlistTitle: (title, lang) => `${title} — playlist in ${lang} · Lingoclip`,
    playlistLead: (lang) =>
      `Una playlist in ${lang} su Lingoclip: video in ordine, ognuno con trascrizione, flashcard e note di grammatica.`,
    moreShared: (lang) => `Altri video in ${lang} condivisi dagli studenti`,
    home: 'Lingoclip: impara le lingue con i video di YouTube',
    notFoundTitle: 'Pagina non trovata',
    notFoundDescription: 'Questa pagina non esiste o non è più condivisa.',
  },
  ko: {
    noteTitle: (title, Lang) => `${title} — Lingoclip으로 배우는 ${Lang}`,
    noteLead: (lang) => `자막, 플래시카드, 문법 노트가 있는 ${lang} 영상이에요.`,
    listTitle: (lang) => `공유된 ${lang} 학습 영상`,
    listDescription: (lang) =>
      `학습자들이 Lingoclip에 공유한 ${lang} 영상이에요. 영상마다 자막, 플래시카드, 문법 노트가 있어요. 하나를 열어 무료로 공부해 보세요.`,
    playlistTitle: (title, lang) => `${title} — ${lang} 재생목록 · Lingoclip`,
    playlistLead: (lang) =>
      `Lingoclip의 ${lang} 재생목록이에요. 순서대로 보는 영상마다 자막, 플래시카드, 문법 노트가 있어요.`,
    moreShared: (lang) => `학습자들이 공유한 ${lang} 영상 더 보기`,
    home: 'Lingoclip: YouTube 영상으로 배우는 외국어',
    notFoundTitle: '페이지를 찾을 수 없어요',
    notFoundDescription: '이 페이지는 없거나 더 이상 공유되지 않아요.',
  },
  ja: {
    noteTitle: (title, Lang) => `${title} — Lingoclipで学ぶ${Lang}`,
    noteLead: (lang) => `文字起こし、フラッシュカード、文法ノート付きの${lang}の動画です。`,
    listTitle: (lang) => `共有された${lang}の学習動画`,
    listDescription: (lang) =>
      `学習者がLingoclipで共有した${lang}の動画です。どの動画にも文字起こし、フラッシュカード、文法ノートがあります。開いて無料で学習できます。`,
    playlistTitle: (title, lang) => `${title} — ${lang}のプレイリスト · Lingoclip`,
    playlistLead: (lang) =>
      `Lingoclipの${lang}プレイリストです。順番に見る動画には、それぞれ文字起こし、フラッシュカード、文法ノートが付いています。`,
    moreShared: (lang) => `学習者が共有した${lang}の動画をもっと見る`,
    home: 'Lingoclip：YouTube動画で外国語を学ぶ',
    notFoundTitle: 'ページが見つかりません',
    notFoundDescription: 'このページは存在しないか、共有が終了しています。',
  },
};
