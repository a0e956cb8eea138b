export default `
# English → Russian core vocabulary for Lingoclip: the most frequent English lemmas with short
# Russian glosses, written for this project from general knowledge of the languages and reviewed
# (no dictionary copied; see docs/decisions/0016-offline-korean-russian.md).
# One entry a line: headword[/tag]|gloss1; gloss2; gloss3
# Tags as in src/server/language/data/*-frequency.ts: /v verb, /a adjective, /r adverb,
# /i interjection, /m number, /p particle, /c conjunction, /d determiner, /n pronoun,
# /x preposition; untagged = noun. Russian glosses: infinitives, nominative singular, masculine adjectives.
time|время; раз
day|день
friend|друг; подруга
water|вода
morning|утро
coffee|кофе
phone|телефон
go/v|идти; ехать; ходить
eat/v|есть; поесть
drink/v|пить; выпить
want/v|хотеть
good/a|хороший
big/a|большой
really/r|действительно; правда
always/r|всегда
`;
