import { describe, expect, it } from 'vitest';
import { normalizeHeadword } from './normalize.ts';
import { parseEntry } from './parse-entry.ts';
import { describeTags, jmdictWordClass } from './part-of-speech.ts';
import { LANG_ENTRIES, SCHWESTER_ENTRIES } from './test/ding-schwester.ts';

// Entry texts as FreeDict 2022 ships them (trimmed), one per format.
const DING_HAUS = `Haus /hˈaʊs/ <neut, n, sg>
house <n>
      "ein Haus bauen"  - build a house
      "ein Haus mieten"  - take a lease on a house
 see: {Häuser}, {frei Haus}

`;
const DING_LABELLED = `Paragraph /pˌaraɡɾˈɑːf/ (§) <masc, n, sg>
 [jur.] section <n>s.,  /ˈɛs/
         Note: of a legal document
      "Paragraph 15, Absatz 3"  - section 15, subsection 3
   Synonym: {Paragraf}
`;
const DING_PHRASE = `… aber das will nicht viel heißen. / aber das muss nichts heißen /ˌɑːbɜ das vɪl nˈɪçt/
… but that's not much to go by.
`;
const ENG_DEU = `aubergine /ˈəʊbəʒˌiːn/
 [Br.] Aubergine <fem>, Eierfrucht <fem> [Dt.] , Melanzani <fem> [Ös.]  [cook.]
   Synonym: {eggplant}
`;
const FRA_ENG = `revenu /ʀəvəny/ <n, masc>
1. income, return
2. revenue
`;
const ENG_JPN = `sham //ʃæm// <n>
1. 真似事, 紛い物
fake, imitation
2. ごまかし
trickery, hoaxing
`;
const JMDICT = ` [ichi1]  行く /kˈɯᵝ/,  (word containing out-dated kanji)  往く /kˈɯᵝ/,  [ichi1]  いく /ˈikɯᵝ/,  [ichi1] ゆく /jˈɯᵝkɯᵝ/
1. (Godan verb - Iku/Yuku special class)
 (intransitive verb)
{来る・くる・1}to go, to move (in a direction or towards a specific location)
2. {旨く行く} (い sometimes omitted in auxiliary use)
to proceed, to take place
9. (Godan verb - Iku/Yuku special class)

         Note: word usually written using kana aloneto have an orgasm
`;
const JMDICT_RARE = `仝 /(en)tʃˈaɪniːz(ja)lˈe̞tə/, どうじょう /dˌo̞ɯᵝdʑˈo̞ɯᵝ/
(noun (common) (futsuumeishi))
"as above" mark
`;

describe('parsing FreeDict entries', () => {
  it('Ding (German–English): headword, gender, glosses without tags, examples or see-also', () => {
    expect(parseEntry(DING_HAUS, { format: 'ding', targetLang: 'en' })).toEqual({
      headwords: ['Haus'],
      pos: 'noun, neuter',
      glosses: ['house'],
      // Two examples, and it lists the plural (Häuser): the main sense.
      rank: -7,
    });
  });

  it('drops IPA, domain labels and abbreviations glued after tags, and ranks specialised senses later', () => {
    expect(parseEntry(DING_LABELLED, { format: 'ding', targetLang: 'en' })).toEqual({
      headwords: ['Paragraph'],
      pos: 'noun, masculine',
      glosses: ['section'],
      // A specialist domain ([jur.]) costs a little; one example takes one off.
      rank: 7,
    });
  });

  it('splits "a / b" headwords and drops the ellipsis of a continuation', () => {
    expect(parseEntry(DING_PHRASE, { format: 'ding', targetLang: 'en' })).toMatchObject({
      headwords: ['aber das will nicht viel heißen.', 'aber das muss nichts heißen'],
      glosses: ["but that's not much to go by."],
      rank: 200,
    });
  });

  it('gives English → German nouns their article', () => {
    expect(parseEntry(ENG_DEU, { format: 'ding', targetLang: 'de' })?.glosses).toEqual([
      'die Aubergine',
      'die Eierfrucht',
      'die Melanzani',
    ]);
  });

  it('small pairs: numbered senses become one gloss list', () => {
    expect(parseEntry(FRA_ENG, { format: 'plain', targetLang: 'en' })).toEqual({
      headwords: ['revenu'],
      pos: 'noun, masculine',
      glosses: ['income', 'return', 'revenue'],
      rank: 0,
    });
  });

  it('English → Japanese keeps the Japanese lines, not the English explanations', () => {
    expect(parseEntry(ENG_JPN, { format: 'wikdict', targetLang: 'ja' })).toEqual({
      headwords: ['sham'],
      pos: 'noun',
      glosses: ['真似事', '紛い物', 'ごまかし'],
      rank: 0,
    });
  });

  it('JMdict: every spelling is a headword; annotations give the class; a gloss glued to a note is recovered', () => {
    expect(parseEntry(JMDICT, { format: 'jmdict', targetLang: 'en' })).toEqual({
      headwords: ['行く', '往く', 'いく', 'ゆく'],
      pos: 'verb',
      glosses: [
        'to go',
        'to move (in a direction or towards a specific location)',
        'to proceed',
        'to take place',
        'to have an orgasm',
      ],
      rank: 0,
    });
    expect(parseEntry(JMDICT_RARE, { format: 'jmdict', targetLang: 'en' })).toEqual({
      headwords: ['仝', 'どうじょう'],
      pos: 'noun',
      glosses: ['"as above" mark'],
      rank: 100,
    });
  });

  it('Schwester: glued abbreviations come off, labels and main-sense signs give the ranks', () => {
    const [definition, colloquial, address, everyday, plural] = SCHWESTER_ENTRIES.map((text) =>
      parseEntry(text, { format: 'ding', targetLang: 'en' }),
    );
    expect(definition).toMatchObject({ glosses: ['female sibling'], pos: 'noun, feminine', rank: 0 });
    // [ugs.] is colloquial: behind unlabelled senses, not gone.
    expect(colloquial).toMatchObject({ glosses: ['homosexual man', 'friend of Dorothy'], rank: 5 });
    // "SisterSr.,  /ˌɛsˈɛɾ/": the abbreviation glued before its transcription is not part of the gloss.
    expect(address).toMatchObject({ glosses: ['Sister'] });
    // [soc.] is everyday; two examples and the plural among its references make it the main sense.
    expect(everyday).toMatchObject({ glosses: ['sister'], pos: 'noun, feminine', rank: -7 });
    expect(plural).toMatchObject({ headwords: ['Schwestern'], pos: 'noun, plural' });
  });

  it('Ding: more glued abbreviations, in capitals or lower case, and the abbreviations listed after them', () => {
    const parse = (line: string) =>
      parseEntry(`Wort /vˈɔɾt/\n${line}\n`, { format: 'ding', targetLang: 'en' })?.glosses;
    expect(parse('estimated time of departureETD,  /ˈɛtt/')).toEqual(['estimated time of departure']);
    expect(parse('peopleppl,  /pˌeːpˌeːˈɛl/ , folk [Am.] , folks [Am.]')).toEqual(['people', 'folk', 'folks']);
    expect(parse('seniorSen.,  /zˈeːn/ sen.,  /zˈeːn/ Snr,  /ˌɛsˌɛnˈɛɾ/ Sr,  /ˌɛsˈɛɾ/')).toEqual(['senior']);
  });

  it('Ding: slang and dated labels cost more than specialist ones; the main sense lists the comparison', () => {
    const rank = (line: string) => parseEntry(`Wort /vˈɔɾt/\n${line}\n`, { format: 'ding', targetLang: 'en' })?.rank;
    expect(rank(' [slang] dudes')).toBeGreaterThan(rank(' [chem.] compound')!);
    expect(rank(' [veraltet] wight')).toBeGreaterThan(rank(' [slang] dudes')!);
    // A label after an item is the item's: the slang synonym goes last, the sense keeps its rank.
    expect(
      parseEntry('super /zˈuːpɜ/ <adj>\ngreat <adj>, boss <adj> [slang] , super <adj> [coll.]\n', {
        format: 'ding',
        targetLang: 'en',
      }),
    ).toMatchObject({ glosses: ['great', 'super', 'boss'], rank: 0 });
    const [oblong, long] = LANG_ENTRIES.map((text) => parseEntry(text, { format: 'ding', targetLang: 'en' })!);
    expect(long.rank).toBeLessThan(oblong.rank);
  });

  it('JMdict: slang, abbreviation and specialist senses go behind the others; loanword sources come off', () => {
    const sky = ` [ichi1]  空 /x/,  [ichi1] そら /sˈo̞ɽä/
1. (noun (common) (futsuumeishi))
         Note: slangthe void
2.  [Buddhist term] shunya
3. {空軍}
         Note: abbreviationair force
4. sky, the air
`;
    expect(parseEntry(sky, { format: 'jmdict', targetLang: 'en' })?.glosses).toEqual([
      'sky',
      'the air',
      'the void',
      'shunya',
      'air force',
    ]);
    const bread = ` [gai1]  [ichi1] パン /pˈäɴ/
1. (noun (common) (futsuumeishi))
 (originally written 麺麭 or 麪包)
pãobread, pastries (e.g. croissants)
`;
    expect(parseEntry(bread, { format: 'jmdict', targetLang: 'en' })?.glosses).toEqual([
      'bread',
      'pastries (e.g. croissants)',
    ]);
    const coffee = ` [gai1]  [ichi1] コーヒー /kˈo̞ːçiː/
(noun (common) (futsuumeishi))
coffeekoffiecoffee
`;
    expect(parseEntry(coffee, { format: 'jmdict', targetLang: 'en' })?.glosses).toEqual(['coffee']);
  });

  it('returns null for an entry with nothing to translate with', () => {
    expect(
      parseEntry('Brautschau /bɾˈaʊtʃaʊ/ <fem, n, sg>\n\n      "auf Brautschau gehen"  - go looking for a wife\n', {
        format: 'ding',
        targetLang: 'en',
      }),
    ).toBeNull();
  });
});

describe('parts of speech and headword normalisation', () => {
  it('says tags the way a reader would', () => {
    expect(describeTags('fem, n, sg')).toBe('noun, feminine');
    expect(describeTags('pl')).toBe('noun, plural');
    expect(describeTags('v, trans')).toBe('verb, transitive');
    expect(describeTags('vt')).toBe('verb, transitive');
    expect(describeTags('')).toBeNull();
    expect(jmdictWordClass("Godan verb with `u' ending")).toBe('verb');
    expect(jmdictWordClass('adjectival nouns or quasi-adjectives (keiyodoshi)')).toBe('adjective');
    expect(jmdictWordClass('noun or participle which takes the aux. verb suru')).toBe('noun, verb with suru');
    expect(jmdictWordClass("adverb taking the `to' particle")).toBe('adverb');
    expect(jmdictWordClass('on a sign')).toBeNull();
  });

  it('lower-cases, keeps accents, straightens apostrophes and trims punctuation', () => {
    expect(normalizeHeadword('  Élevé! ')).toBe('élevé');
    expect(normalizeHeadword('She’s   unconscious.')).toBe("she's unconscious");
    expect(normalizeHeadword('„Haus…“')).toBe('haus');
    expect(normalizeHeadword('食べる。')).toBe('食べる');
  });
});
