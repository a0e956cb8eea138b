export default `
# Korean → English core vocabulary for Lingoclip: the most frequent Korean lemmas with short
# English glosses, written for this project from general knowledge of the language and reviewed
# (no dictionary copied; see docs/decisions/0016-offline-korean-russian.md).
# One entry a line: headword[/tag]|gloss1; gloss2; gloss3
# Tags as in src/server/language/data/*-frequency.ts: /v verb, /a adjective, /r adverb,
# /i interjection, /m number, /p particle, /c conjunction, /d determiner, /n pronoun,
# /x preposition; untagged = noun. Predicates in the dictionary form (먹다).
사람|person; people
시간|time; hour
친구|friend
학교|school
오늘|today
집|house; home
물|water
하다/v|do; make
가다/v|go
먹다/v|eat
보다/v|see; watch; look
좋다/a|good; nice; like
많다/a|many; much; a lot
정말/r|really; truly
나/n|I; me
`;
