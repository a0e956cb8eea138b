/**
 * The four Ding entries FreeDict 2022 ships for "Schwester" (trimmed), in file order, plus its
 * plural: the everyday meaning is the last one, behind a definition, a colloquial sense and a
 * term of address whose abbreviation the conversion glued to the gloss ("SisterSr.").
 */
export const SCHWESTER_ENTRIES = [
  `Schwester /ʃvˈɛstɜ/ <fem, n, sg>
female sibling <n>
   Synonym: {weibliches Geschwisterkind}

 see: {Geschwisterkind}, {Geschwister}, {männliches Geschwisterkind}, {Bruder}
`,
  `Schwester /ʃvˈɛstɜ/
 [ugs.] homosexual man, friend of Dorothy [coll.]
   Synonym: {homosexueller Mann}

 see: {Homosexueller}, {Homosexuelle}, {Homosexuelle}
`,
  `Schwester /ʃvˈɛstɜ/ (Sr. /ˌɛsˈɛɾ/)
SisterSr.,  /ˌɛsˈɛɾ/
         Note: term of address
 see: {Nonne}, {Ordensschwester}, {Ordensfrau}, {Klosterfrau}, {Nonnen}, {Ordensschwestern}, {Ordensfrauen}, {Klosterfrauen}
`,
  `Schwester /ʃvˈɛstɜ/ <fem, n, sg>
 [soc.] sister <n>
      "jds. kleine/jüngere Schwester"  - sb.'s kid sister, little sister
      "Schwesterherz, kannst du mir da helfen?"  - Sis, can you help me with this?
 see: {Schwestern}, {Schwesterchen}, {Schwesterherz}, {ältere Schwester}, {große Schwester}
`,
  `Schwestern /ʃvˈɛstɜn/ <pl>
sisters
 see: {Schwester}, {Schwesterchen}, {Schwesterherz}, {ältere Schwester}, {große Schwester}
`,
];

/** "lang": the first entry is a side sense with an example; the main one lists the comparison. */
export const LANG_ENTRIES = [
  `lang /lˈaŋ/ <adj>
oblong <adj>
      "ein langer Tisch"  - an oblong table
   Synonym: {länglich}
`,
  `lang /lˈaŋ/ <adj>
long <adj>
   Synonym: {weit}

 see: {länger}, {weiter}, {am längsten}, {am weitesten}, {ellenlang}, {sehr lang}
`,
];
