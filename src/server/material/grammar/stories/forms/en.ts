import type { Inflect, VocabWord } from './types.ts';

/** Past and past participle of the irregular verbs a video's vocabulary is likely to hold. */
const IRREGULAR = new Map(
  (
    'be:was:been have:had:had do:did:done go:went:gone say:said:said make:made:made take:took:taken come:came:come see:saw:seen ' +
    'know:knew:known get:got:got give:gave:given find:found:found think:thought:thought tell:told:told become:became:become ' +
    'leave:left:left feel:felt:felt bring:brought:brought begin:began:begun keep:kept:kept hold:held:held write:wrote:written ' +
    'stand:stood:stood hear:heard:heard mean:meant:meant meet:met:met run:ran:run pay:paid:paid sit:sat:sat speak:spoke:spoken ' +
    'lead:led:led grow:grew:grown lose:lost:lost fall:fell:fallen send:sent:sent build:built:built understand:understood:understood ' +
    'draw:drew:drawn break:broke:broken spend:spent:spent drive:drove:driven buy:bought:bought wear:wore:worn choose:chose:chosen ' +
    'throw:threw:thrown catch:caught:caught win:won:won forget:forgot:forgotten sell:sold:sold fight:fought:fought teach:taught:taught ' +
    'eat:ate:eaten sing:sang:sung swim:swam:swum fly:flew:flown sleep:slept:slept wake:woke:woken hide:hid:hidden steal:stole:stolen ' +
    'ride:rode:ridden drink:drank:drunk shoot:shot:shot put:put:put set:set:set cut:cut:cut let:let:let hit:hit:hit read:read:read ' +
    'show:showed:shown feed:fed:fed lend:lent:lent bend:bent:bent light:lit:lit shake:shook:shaken forgive:forgave:forgiven ' +
    'rise:rose:risen hang:hung:hung dig:dug:dug stick:stuck:stuck bet:bet:bet cost:cost:cost hurt:hurt:hurt quit:quit:quit ' +
    'shut:shut:shut spread:spread:spread bite:bit:bitten blow:blew:blown freeze:froze:frozen tear:tore:torn lie:lay:lain ' +
    'seek:sought:sought deal:dealt:dealt mistake:mistook:mistaken overcome:overcame:overcome withdraw:withdrew:withdrawn'
  )
    .split(' ')
    .map((entry) => {
      const [base, past, participle] = entry.split(':');
      return [base, { past, participle }] as const;
    }),
);

const VOWELS = /[aeiou]/;
/** One-syllable consonant-vowel-consonant verbs double the last letter: stop → stopped, stopping. */
const doubles = (verb: string) => /^[^aeiou]*[aeiou][bdgklmnprtv]$/.test(verb);

function regularPast(verb: string): string {
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return doubles(verb) ? `${verb + verb.at(-1)}ed` : `${verb}ed`;
}

function ing(verb: string): string {
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
  return doubles(verb) ? `${verb + verb.at(-1)}ing` : `${verb}ing`;
}

function thirdPerson(verb: string): string {
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function comparative(adjective: string, superlative: boolean): string {
  const irregular: Record<string, [string, string]> = {
    good: ['better', 'best'],
    bad: ['worse', 'worst'],
    far: ['further', 'furthest'],
  };
  if (irregular[adjective]) return irregular[adjective][superlative ? 1 : 0];
  const syllables = adjective.match(/[aeiouy]+/g)?.length ?? 1;
  const suffix = superlative ? 'est' : 'er';
  if (syllables === 1) {
    if (adjective.endsWith('e')) return adjective + suffix.slice(1);
    return doubles(adjective) && !/[wy]$/.test(adjective) ? adjective + adjective.at(-1) + suffix : adjective + suffix;
  }
  if (syllables === 2 && /[^aeiou]y$/.test(adjective)) return `${adjective.slice(0, -1)}i${suffix}`;
  return `${superlative ? 'most' : 'more'} ${adjective}`;
}

export const inflectEnglish: Inflect = ({ lemma, kind }: VocabWord, form) => {
  if (!/^[a-z][a-z-]*$/.test(lemma)) return null; // proper names and odd tokens stay out of the stories
  if (kind === 'n') return form === 'a' ? `${VOWELS.test(lemma[0]) ? 'an' : 'a'} ${lemma}` : lemma;
  if (kind === 'a')
    return form === 'cmp' ? comparative(lemma, false) : form === 'sup' ? comparative(lemma, true) : lemma;
  const irregular = IRREGULAR.get(lemma);
  switch (form) {
    case undefined:
      return lemma;
    case 'ing':
      return ing(lemma);
    case 's':
      return lemma === 'have' ? 'has' : thirdPerson(lemma);
    case 'past':
      return irregular?.past ?? regularPast(lemma);
    case 'pp':
      return irregular?.participle ?? regularPast(lemma);
    default:
      return null;
  }
};
