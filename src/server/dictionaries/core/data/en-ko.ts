export default `
# English → Korean core vocabulary for Lingoclip: the most frequent English lemmas with short
# Korean glosses, written for this project from general knowledge of the languages and reviewed
# (no dictionary copied; see docs/decisions/0016-offline-korean-russian.md).
# One entry a line: headword[/tag]|gloss1; gloss2; gloss3
# Tags as in src/server/language/data/*-frequency.ts: /v verb, /a adjective, /r adverb,
# /i interjection, /m number, /p particle, /c conjunction, /d determiner, /n pronoun,
# /x preposition; untagged = noun. Korean glosses of predicates in the dictionary form (먹다).
time|시간; 때
day|날; 하루
friend|친구
water|물
morning|아침
coffee|커피
phone|전화; 휴대폰
go/v|가다
eat/v|먹다
drink/v|마시다
want/v|원하다; 바라다
good/a|좋다; 좋은
big/a|크다; 큰
really/r|정말; 진짜
always/r|항상; 늘
`;
