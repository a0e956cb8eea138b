import type { EvalCase } from './score.ts';

/** English: irregular forms, doubled consonants, -ies, comparison, contractions, names, words outside the list. */
export const tuning: EvalCase[] = [
  ['The children went to school early.', '*The children=child went=go *to school early'],
  ['She studies French and he was running late.', '*She studies=study ^French *and *he *was=be running=run late'],
  [
    'I stopped smoking because it was bad for my lungs.',
    '*I stopped=stop smoking=smoke *because *it *was=be bad *for *my lungs=lung',
  ],
  [
    'This one is better than the others, but that is the best.',
    '*This *one *is=be better=good *than *the *others=other *but *that *is=be *the best=good',
  ],
  [
    "Don't worry, we'll fix the broken windows tomorrow.",
    "*Don't=do worry *we'll=we fix *the broken=break windows=window tomorrow",
  ],
  [
    "Mr. Brown's daughter bought three new dresses.",
    "^Mr.=mr. ^Brown's=Brown daughter bought=buy ^three new dresses=dress",
  ],
  ['The leaves fell from the trees in October.', '*The leaves=leaf fell=fall *from *the trees=tree *in ^October'],
  ['He left the party and felt much happier.', '*He left=leave *the party *and felt=feel *much happier=happy'],
  ['My feet hurt after walking twelve miles.', '*My feet=foot hurt *after walking=walk ^twelve miles=mile'],
  ['They were sitting quietly in the library.', '*They *were=be sitting=sit quietly *in *the library'],
  ['We have eaten all the cookies already.', '*We *have eaten=eat *all *the cookies=cookie already'],
  ["I'm thinking about buying a bigger apartment.", "*I'm=i thinking=think *about buying=buy *a bigger=big apartment"],
  [
    'The women carried heavy boxes up the stairs.',
    '*The women=woman carried=carry heavy boxes=box *up *the stairs=stair',
  ],
  [
    'Our teacher gave us easier exercises, e.g. short essays.',
    '*Our teacher gave=give *us easier=easy exercises=exercise ^e.g.=e.g. short essays=essay',
  ],
  ['She has taught English for twenty years.', '*She *has=have taught=teach ^English *for ^twenty years=year'],
  ['Nobody knew why the prices kept rising.', '*Nobody knew=know *why *the prices=price kept=keep rising=rise'],
  ['The well-known singer cancelled two concerts.', '*The well-known singer cancelled=cancel ^two concerts=concert'],
  [
    'He drove carefully through the snowy mountains.',
    '*He drove=drive carefully *through *the snowy mountains=mountain',
  ],
  [
    'The babies were crying and the dogs were barking.',
    '*The babies=baby *were=be crying=cry *and *the dogs=dog *were=be barking=bark',
  ],
  ['I saw a mouse in the kitchen last night.', '*I saw=see *a mouse *in *the kitchen last night'],
  [
    'These tomatoes taste sweeter than those potatoes.',
    '*These tomatoes=tomato taste sweeter=sweet *than *those potatoes=potato',
  ],
  ['They chose the cheapest hotel near the beach.', '*They chose=choose *the cheapest=cheap hotel *near *the beach'],
  [
    'Scientists discovered unusual bacteria in the ocean.',
    'Scientists=scientist discovered=discover unusual bacteria *in *the ocean',
  ],
  [
    'The committee postponed the meeting until Friday.',
    '*The committee postponed=postpone *the meeting *until ^Friday',
  ],
  [
    'Lying in bed, she was reading her favourite novels.',
    'Lying=lie *in bed *she *was=be reading=read *her favourite novels=novel',
  ],
  ["He didn't realize how quickly time flies.", "*He *didn't=do realize *how quickly time flies=fly"],
  [
    'Their lives changed when they moved to Canada.',
    '*Their lives=life changed=change *when *they moved=move *to ^Canada',
  ],
  [
    'The engineers were designing faster trains.',
    '*The engineers=engineer *were=be designing=design faster=fast trains=train',
  ],
  ['I hope you enjoyed the stories I wrote.', '*I hope *you enjoyed=enjoy *the stories=story *I wrote=write'],
  ['Are you planning to travel abroad this summer?', '*Are=be *you planning=plan *to travel abroad *this summer'],
  [
    'The thieves hid the stolen jewels under the floor.',
    '*The thieves=thief hid=hide *the stolen=steal jewels=jewel *under *the floor',
  ],
  [
    'We were swimming while the kids built sandcastles.',
    '*We *were=be swimming=swim *while *the kids=kid built=build sandcastles=sandcastle',
  ],
];

/** Written after the rules were frozen, in the style of video transcripts; not used to tune anything. */
export const heldOut: EvalCase[] = [
  ['Hey guys, welcome back to my channel!', '*Hey guys=guy welcome back *to *my channel'],
  [
    "Today I'm going to show you how I organize my kitchen.",
    "Today *I'm=i going=go *to show *you *how *I organize *my kitchen",
  ],
  [
    'So basically the recipe needs two eggs and some flour.',
    '*So basically *the recipe needs=need ^two eggs=egg *and *some flour',
  ],
  [
    "If you've never tried it, you should definitely give it a go.",
    "*If *you've=you never tried=try *it *you *should definitely give *it *a go",
  ],
  [
    'The reviews were mixed, but most viewers loved the ending.',
    '*The reviews=review *were=be mixed=mix *but *most viewers=viewer loved=love *the ending',
  ],
  [
    'We rented bikes and cycled along the river for hours.',
    '*We rented=rent bikes=bike *and cycled=cycle *along *the river *for hours=hour',
  ],
  [
    'Honestly, I was shocked by how crowded the streets got.',
    '*Honestly *I *was=be shocked=shock *by *how crowded=crowd *the streets=street got=get',
  ],
  [
    'My grandparents taught me to knit when I was seven.',
    '*My grandparents=grandparent taught=teach *me=i *to knit *when *I *was=be ^seven',
  ],
  [
    'These headphones are way cheaper than the ones I reviewed last month.',
    '*These headphones=headphone *are=be way cheaper=cheap *than *the *ones=one *I reviewed=review last month',
  ],
  ['Let me know in the comments what you think.', 'Let *me=i know *in *the comments=comment *what *you think'],
  [
    'The battery lasts longer, but charging takes ages.',
    '*The battery lasts=last longer=long *but charging=charge takes=take ages=age',
  ],
  [
    "She's been learning Korean for almost three years now.",
    "*She's=she *been=be learning=learn ^Korean *for almost ^three years=year *now",
  ],
  [
    'The puppies were chasing each other around the garden.',
    '*The puppies=puppy *were=be chasing=chase *each *other *around *the garden',
  ],
  [
    'I accidentally deleted all my photos from the trip.',
    '*I accidentally deleted=delete *all *my photos=photo *from *the trip',
  ],
  [
    'Prices have risen sharply since the factory closed.',
    'Prices=price *have risen=rise sharply *since *the factory closed=close',
  ],
  ["Don't forget to subscribe and hit the bell.", "*Don't=do forget *to subscribe *and hit *the bell"],
];
