/**
 * The offline reasons' sentences in the interface languages (ADR 38); other native languages read English.
 * `{{percent}}`, `{{count}}`, `{{rate}}` and `{{points}}` are filled from the clip's measures.
 */
export type ReasonTexts = {
  known: string;
  newWords: string;
  fewNew: string;
  slow: string;
  moderate: string;
  fast: string;
  grammar: string;
  /** Joins grammar point titles. */
  listSeparator: string;
};

export const REASON_TEXTS: Record<string, ReasonTexts> = {
  en: {
    known: 'You already know {{percent}}% of its words.',
    newWords: 'About {{count}} new words a minute.',
    fewNew: 'Hardly any new words.',
    slow: 'Calm, slow speech ({{rate}} words a second).',
    moderate: 'Speech at a comfortable pace ({{rate}} words a second).',
    fast: 'Fast speech ({{rate}} words a second): a challenge.',
    grammar: 'Grammar to notice: {{points}}.',
    listSeparator: ', ',
  },
  fr: {
    known: 'Vous connaissez déjà {{percent}} % de ses mots.',
    newWords: 'Environ {{count}} mots nouveaux par minute.',
    fewNew: 'Presque aucun mot nouveau.',
    slow: 'Débit calme et lent ({{rate}} mots par seconde).',
    moderate: 'Débit confortable ({{rate}} mots par seconde).',
    fast: 'Débit rapide ({{rate}} mots par seconde) : un défi.',
    grammar: 'Grammaire à remarquer : {{points}}.',
    listSeparator: ', ',
  },
  es: {
    known: 'Ya conoces el {{percent}} % de sus palabras.',
    newWords: 'Unas {{count}} palabras nuevas por minuto.',
    fewNew: 'Casi ninguna palabra nueva.',
    slow: 'Habla tranquila y lenta ({{rate}} palabras por segundo).',
    moderate: 'Habla a un ritmo cómodo ({{rate}} palabras por segundo).',
    fast: 'Habla rápida ({{rate}} palabras por segundo): un reto.',
    grammar: 'Gramática para fijarse: {{points}}.',
    listSeparator: ', ',
  },
  de: {
    known: 'Du kennst schon {{percent}} % der Wörter.',
    newWords: 'Etwa {{count}} neue Wörter pro Minute.',
    fewNew: 'Kaum neue Wörter.',
    slow: 'Ruhiges, langsames Sprechen ({{rate}} Wörter pro Sekunde).',
    moderate: 'Sprechen in angenehmem Tempo ({{rate}} Wörter pro Sekunde).',
    fast: 'Schnelles Sprechen ({{rate}} Wörter pro Sekunde): eine Herausforderung.',
    grammar: 'Grammatik zum Beachten: {{points}}.',
    listSeparator: ', ',
  },
  it: {
    known: 'Conosci già il {{percent}}% delle sue parole.',
    newWords: 'Circa {{count}} parole nuove al minuto.',
    fewNew: 'Quasi nessuna parola nuova.',
    slow: 'Parlato calmo e lento ({{rate}} parole al secondo).',
    moderate: 'Parlato a un ritmo comodo ({{rate}} parole al secondo).',
    fast: 'Parlato veloce ({{rate}} parole al secondo): una sfida.',
    grammar: 'Grammatica da notare: {{points}}.',
    listSeparator: ', ',
  },
  ko: {
    known: '단어의 {{percent}}%를 이미 알고 있어요.',
    newWords: '1분에 새 단어가 약 {{count}}개 나와요.',
    fewNew: '새 단어가 거의 없어요.',
    slow: '차분하고 느린 말투예요(초당 {{rate}}단어).',
    moderate: '편안한 속도로 말해요(초당 {{rate}}단어).',
    fast: '말이 빨라요(초당 {{rate}}단어). 도전해 보세요.',
    grammar: '눈여겨볼 문법: {{points}}.',
    listSeparator: ', ',
  },
  ja: {
    known: '単語の{{percent}}%をもう知っています。',
    newWords: '新しい単語が1分に約{{count}}語あります。',
    fewNew: '新しい単語はほとんどありません。',
    slow: '落ち着いたゆっくりの話し方です（毎秒{{rate}}語）。',
    moderate: 'ちょうどよい速さの話し方です（毎秒{{rate}}語）。',
    fast: '話すのが速いです（毎秒{{rate}}語）。挑戦になります。',
    grammar: '注目したい文法：{{points}}。',
    listSeparator: '、',
  },
};
