import { describe, expect, it } from 'vitest';
import { normalizeHeadword } from './normalize.ts';
import { parseEntry } from './parse-entry.ts';
import { describeTags, jmdictWordClass } from './part-of-speech.ts';

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
      rank: -2,
    });
  });

  it('drops IPA, domain labels and abbreviations glued after tags, and ranks specialised senses later', () => {
    expect(parseEntry(DING_LABELLED, { format: 'ding', targetLang: 'en' })).toEqual({
      headwords: ['Paragraph'],
      pos: 'noun, masculine',
      glosses: ['section'],
      rank: 99,
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
