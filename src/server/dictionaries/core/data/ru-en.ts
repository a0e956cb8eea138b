export default `
# Russian → English core vocabulary for Lingoclip: the most frequent Russian lemmas with short
# English glosses, written for this project from general knowledge of the language and reviewed
# (no dictionary copied; see docs/decisions/0016-offline-korean-russian.md).
# One entry a line: headword[/tag]|gloss1; gloss2; gloss3
# Tags as in src/server/language/data/*-frequency.ts: /v verb, /a adjective, /r adverb,
# /i interjection, /m number, /p particle, /c conjunction, /d determiner, /n pronoun,
# /x preposition; untagged = noun. Infinitives, nominative singular, masculine adjectives.
человек|person; man; human
время|time
день|day
друг|friend
дом|house; home
вода|water
говорить/v|speak; talk; say
знать/v|know
хотеть/v|want
делать/v|do; make
хороший/a|good
большой/a|big; large
очень/r|very; very much
сейчас/r|now; right now
в/x|in; into; at
`;
