import type { PointTexts } from '../types.ts';

/** Titles and explanations of the French points, in every UI language. */
export const FRENCH_TEXTS: Record<string, PointTexts> = {
  'fr.passe-compose': {
    en: [
      `Passé composé (avoir/être + past participle)`,
      `Form: avoir or être in the present + past participle (j'ai mangé, nous sommes allés). It tells finished events in the past. Most verbs take avoir; verbs of movement or change (aller, venir, partir, arriver, naître…) and reflexive verbs (je me suis levé) take être, and then the participle agrees with the subject (elle est partie).`,
    ],
    fr: [
      `Le passé composé (avoir/être + participe passé)`,
      `Forme : avoir ou être au présent + participe passé (j'ai mangé, nous sommes allés). Il raconte des actions terminées dans le passé. La plupart des verbes prennent avoir ; les verbes de mouvement ou de changement d'état (aller, venir, partir, arriver, naître…) et les verbes pronominaux (je me suis levé) prennent être, et le participe s'accorde alors avec le sujet (elle est partie).`,
    ],
    es: [
      `Passé composé (avoir/être + participio)`,
      `Forma: avoir o être en presente + participio (j'ai mangé, nous sommes allés). Cuenta hechos terminados en el pasado. La mayoría de los verbos usan avoir; los de movimiento o cambio (aller, venir, partir, arriver, naître…) y los pronominales (je me suis levé) usan être, y entonces el participio concuerda con el sujeto (elle est partie).`,
    ],
    de: [
      `Passé composé (avoir/être + Partizip)`,
      `Form: avoir oder être im Präsens + Partizip (j'ai mangé, nous sommes allés). Es erzählt abgeschlossene Ereignisse in der Vergangenheit. Die meisten Verben bilden es mit avoir; Verben der Bewegung oder Veränderung (aller, venir, partir, arriver, naître…) und reflexive Verben (je me suis levé) mit être – dann richtet sich das Partizip nach dem Subjekt (elle est partie).`,
    ],
    it: [
      `Passé composé (avoir/être + participio passato)`,
      `Forma: avoir o être al presente + participio passato (j'ai mangé, nous sommes allés). Racconta fatti conclusi nel passato, come il passato prossimo. La maggior parte dei verbi usa avoir; i verbi di movimento o cambiamento (aller, venir, partir, arriver, naître…) e i riflessivi (je me suis levé) usano être, e allora il participio si accorda con il soggetto (elle est partie).`,
    ],
    ko: [
      `복합과거 passé composé (avoir/être + 과거분사)`,
      `형태: 현재형 avoir 또는 être + 과거분사 (j'ai mangé, nous sommes allés). 과거에 끝난 일을 말할 때 써요. 대부분의 동사는 avoir를 쓰고, 이동·변화 동사(aller, venir, partir, arriver, naître…)와 대명동사(je me suis levé)는 être를 써요. être를 쓸 때는 과거분사가 주어의 성·수에 맞춰 바뀌어요 (elle est partie).`,
    ],
    ja: [
      `複合過去 passé composé（avoir/être + 過去分詞）`,
      `形：現在形の avoir または être + 過去分詞（j'ai mangé, nous sommes allés）。過去に完了した出来事を表します。ほとんどの動詞は avoir を使い、移動・変化の動詞（aller, venir, partir, arriver, naître…）と代名動詞（je me suis levé）は être を使います。être のときは過去分詞が主語の性・数に一致します（elle est partie）。`,
    ],
  },
  'fr.imparfait': {
    en: [
      `Imparfait (past description and habits)`,
      `Form: the nous-stem of the present + -ais, -ais, -ait, -ions, -iez, -aient (nous jouons → je jouais); être is irregular (j'étais). It describes how things were, background situations and repeated habits in the past: "Quand j'étais petit, je jouais dehors." The passé composé tells the single events; the imparfait paints the scene.`,
    ],
    fr: [
      `L'imparfait`,
      `Forme : radical de « nous » au présent + -ais, -ais, -ait, -ions, -iez, -aient (nous jouons → je jouais) ; être est irrégulier (j'étais). Il décrit une situation passée, un décor ou une habitude : « Quand j'étais petit, je jouais dehors. » Le passé composé raconte les événements ponctuels ; l'imparfait peint le décor.`,
    ],
    es: [
      `Imparfait (descripción y costumbres en el pasado)`,
      `Forma: raíz de «nous» en presente + -ais, -ais, -ait, -ions, -iez, -aient (nous jouons → je jouais); être es irregular (j'étais). Describe cómo eran las cosas, el fondo de una escena y hábitos pasados, como el pretérito imperfecto: «Quand j'étais petit, je jouais dehors.» El passé composé cuenta los hechos puntuales.`,
    ],
    de: [
      `Imparfait (Beschreibung und Gewohnheiten)`,
      `Form: Stamm der nous-Form im Präsens + -ais, -ais, -ait, -ions, -iez, -aient (nous jouons → je jouais); être ist unregelmäßig (j'étais). Es beschreibt Zustände, Hintergründe und wiederholte Gewohnheiten in der Vergangenheit: „Quand j'étais petit, je jouais dehors.“ Das passé composé erzählt die einzelnen Ereignisse, das imparfait malt die Szene.`,
    ],
    it: [
      `Imparfait (descrizioni e abitudini)`,
      `Forma: radice di «nous» al presente + -ais, -ais, -ait, -ions, -iez, -aient (nous jouons → je jouais); être è irregolare (j'étais). Descrive com'erano le cose, lo sfondo e le abitudini passate, come l'imperfetto italiano: «Quand j'étais petit, je jouais dehors.» Il passé composé racconta i singoli fatti.`,
    ],
    ko: [
      `반과거 imparfait`,
      `형태: 현재형 nous의 어간 + -ais, -ais, -ait, -ions, -iez, -aient (nous jouons → je jouais), être는 불규칙이에요 (j'étais). 과거의 상태나 배경, 반복되던 습관을 묘사해요: "Quand j'étais petit, je jouais dehors." 한 번 일어난 사건은 복합과거로, 배경과 묘사는 반과거로 말해요.`,
    ],
    ja: [
      `半過去 imparfait`,
      `形：現在形 nous の語幹 + -ais, -ais, -ait, -ions, -iez, -aient（nous jouons → je jouais）。être は不規則です（j'étais）。過去の状態・背景や、くり返していた習慣を描写します："Quand j'étais petit, je jouais dehors." 一回きりの出来事は複合過去、場面の描写は半過去で表します。`,
    ],
  },
  'fr.futur-proche': {
    en: [
      `Near future (aller + infinitive)`,
      `Form: aller in the present + infinitive (je vais acheter, on va voir). It is the everyday way to talk about what is going to happen soon or what you plan to do, like English "going to". Negation goes around aller: "Je ne vais pas manger."`,
    ],
    fr: [
      `Le futur proche (aller + infinitif)`,
      `Forme : aller au présent + infinitif (je vais acheter, on va voir). C'est la façon courante de parler de ce qui va arriver bientôt ou de ce qu'on a l'intention de faire. La négation entoure aller : « Je ne vais pas manger. »`,
    ],
    es: [
      `Futuro próximo (aller + infinitivo)`,
      `Forma: aller en presente + infinitivo (je vais acheter, on va voir). Es la forma habitual de hablar de lo que va a pasar pronto o de lo que piensas hacer, igual que «ir a + infinitivo». La negación rodea a aller: «Je ne vais pas manger.»`,
    ],
    de: [
      `Nahe Zukunft (aller + Infinitiv)`,
      `Form: aller im Präsens + Infinitiv (je vais acheter, on va voir). So spricht man im Alltag über das, was bald passiert oder was man vorhat – wie englisch „going to“. Die Verneinung steht um aller herum: „Je ne vais pas manger.“`,
    ],
    it: [
      `Futuro prossimo (aller + infinito)`,
      `Forma: aller al presente + infinito (je vais acheter, on va voir). È il modo quotidiano per parlare di ciò che succederà presto o di ciò che si ha intenzione di fare, come «sto per / ho intenzione di». La negazione circonda aller: «Je ne vais pas manger.»`,
    ],
    ko: [
      `근접미래 (aller + 동사원형)`,
      `형태: 현재형 aller + 동사원형 (je vais acheter, on va voir). 곧 일어날 일이나 하려고 하는 일을 말하는 가장 흔한 방법이에요. 영어의 "going to"와 비슷해요. 부정은 aller를 감싸요: "Je ne vais pas manger."`,
    ],
    ja: [
      `近接未来（aller + 不定詞）`,
      `形：現在形の aller + 不定詞（je vais acheter, on va voir）。もうすぐ起こることや、これからするつもりのことを言う日常的な言い方で、英語の "going to" に近いです。否定は aller をはさみます："Je ne vais pas manger."`,
    ],
  },
  'fr.negation': {
    en: [
      `Negation ne … pas`,
      `Form: ne (n' before a vowel) before the conjugated verb and pas after it (je ne sais pas, il n'aime pas). Other endings change the meaning: ne … plus (no longer), ne … jamais (never), ne … rien (nothing). In casual speech the ne is often dropped ("je sais pas"), but write it.`,
    ],
    fr: [
      `La négation ne … pas`,
      `Forme : ne (n' devant une voyelle) avant le verbe conjugué et pas après (je ne sais pas, il n'aime pas). D'autres mots changent le sens : ne … plus, ne … jamais, ne … rien. À l'oral familier, le ne disparaît souvent (« je sais pas »), mais on l'écrit.`,
    ],
    es: [
      `La negación ne … pas`,
      `Forma: ne (n' ante vocal) antes del verbo conjugado y pas después (je ne sais pas, il n'aime pas). Otras palabras cambian el sentido: ne … plus (ya no), ne … jamais (nunca), ne … rien (nada). En el habla informal el ne suele desaparecer («je sais pas»), pero se escribe.`,
    ],
    de: [
      `Verneinung ne … pas`,
      `Form: ne (n' vor Vokal) vor dem konjugierten Verb und pas danach (je ne sais pas, il n'aime pas). Andere Wörter ändern die Bedeutung: ne … plus (nicht mehr), ne … jamais (nie), ne … rien (nichts). Umgangssprachlich fällt ne oft weg („je sais pas“), geschrieben wird es aber.`,
    ],
    it: [
      `La negazione ne … pas`,
      `Forma: ne (n' davanti a vocale) prima del verbo coniugato e pas dopo (je ne sais pas, il n'aime pas). Altre parole cambiano il senso: ne … plus (non più), ne … jamais (mai), ne … rien (niente). Nel parlato informale il ne spesso cade («je sais pas»), ma si scrive.`,
    ],
    ko: [
      `부정 ne … pas`,
      `형태: 활용된 동사 앞에 ne(모음 앞에서는 n'), 뒤에 pas를 써요 (je ne sais pas, il n'aime pas). 다른 말을 쓰면 뜻이 바뀌어요: ne … plus(더 이상 ~않다), ne … jamais(결코 ~않다), ne … rien(아무것도 ~않다). 편한 구어에서는 ne를 자주 빼지만("je sais pas") 글로 쓸 때는 넣어요.`,
    ],
    ja: [
      `否定 ne … pas`,
      `形：活用した動詞の前に ne（母音の前では n'）、後ろに pas を置きます（je ne sais pas, il n'aime pas）。ne … plus（もう〜ない）、ne … jamais（決して〜ない）、ne … rien（何も〜ない）のように、後ろの語で意味が変わります。くだけた会話では ne がよく落ちますが（"je sais pas"）、書くときは入れます。`,
    ],
  },
  'fr.pronouns-y-en': {
    en: [
      `The pronouns y and en`,
      `y replaces a place or "à + thing" (J'y vais = I'm going there); en replaces "de + thing" or a quantity (J'en ai deux = I have two of them). Both go right before the conjugated verb (Il y en a beaucoup), or after an affirmative command with a hyphen (Vas-y !). Fixed phrases: il y a, en fait.`,
    ],
    fr: [
      `Les pronoms y et en`,
      `y remplace un lieu ou « à + chose » (J'y vais) ; en remplace « de + chose » ou une quantité (J'en ai deux). Ils se placent juste avant le verbe conjugué (Il y en a beaucoup), ou après un impératif affirmatif avec un trait d'union (Vas-y !). À retenir aussi : il y a, en fait.`,
    ],
    es: [
      `Los pronombres y y en`,
      `y sustituye a un lugar o a «à + cosa» (J'y vais = voy allí); en sustituye a «de + cosa» o a una cantidad (J'en ai deux = tengo dos). Van justo antes del verbo conjugado (Il y en a beaucoup) o tras un imperativo afirmativo con guion (Vas-y !). Expresiones fijas: il y a, en fait.`,
    ],
    de: [
      `Die Pronomen y und en`,
      `y ersetzt einen Ort oder „à + Sache“ (J'y vais = ich gehe hin); en ersetzt „de + Sache“ oder eine Menge (J'en ai deux = ich habe zwei davon). Beide stehen direkt vor dem konjugierten Verb (Il y en a beaucoup) oder nach einem bejahten Imperativ mit Bindestrich (Vas-y !). Feste Wendungen: il y a, en fait.`,
    ],
    it: [
      `I pronomi y e en`,
      `y sostituisce un luogo o «à + cosa», come «ci» (J'y vais = ci vado); en sostituisce «de + cosa» o una quantità, come «ne» (J'en ai deux = ne ho due). Si mettono subito prima del verbo coniugato (Il y en a beaucoup) o dopo un imperativo affermativo con il trattino (Vas-y !). Espressioni fisse: il y a, en fait.`,
    ],
    ko: [
      `대명사 y와 en`,
      `y는 장소나 "à + 사물"을 대신하고 (J'y vais = 거기에 가요), en은 "de + 사물"이나 수량을 대신해요 (J'en ai deux = 그것을 두 개 가지고 있어요). 둘 다 활용된 동사 바로 앞에 오고 (Il y en a beaucoup), 긍정 명령문에서는 하이픈으로 동사 뒤에 붙어요 (Vas-y !). il y a, en fait는 고정 표현이에요.`,
    ],
    ja: [
      `代名詞 y と en`,
      `y は場所や「à + もの」を受け（J'y vais = そこへ行く）、en は「de + もの」や数量を受けます（J'en ai deux = それを二つ持っている）。どちらも活用した動詞のすぐ前に置き（Il y en a beaucoup）、肯定の命令文ではハイフンで動詞の後ろにつけます（Vas-y !）。il y a, en fait は決まった表現です。`,
    ],
  },
  'fr.partitive': {
    en: [
      `Partitive articles (du, de la, de l')`,
      `French uses du, de la or de l' for an unspecified amount of something you can't count: "Je vais acheter du pain", "Il faut de l'eau". English often has "some" or nothing at all. After a negation they all become de: "Je ne mange pas de viande."`,
    ],
    fr: [
      `Les articles partitifs (du, de la, de l')`,
      `On emploie du, de la ou de l' pour une quantité indéterminée de quelque chose qu'on ne compte pas : « Je vais acheter du pain », « Il faut de l'eau ». Après une négation, ils deviennent de : « Je ne mange pas de viande. »`,
    ],
    es: [
      `Artículos partitivos (du, de la, de l')`,
      `El francés usa du, de la o de l' para una cantidad indeterminada de algo que no se cuenta: «Je vais acheter du pain», «Il faut de l'eau». En español no se pone nada («compro pan»). Tras una negación se convierten en de: «Je ne mange pas de viande.»`,
    ],
    de: [
      `Teilungsartikel (du, de la, de l')`,
      `Französisch verwendet du, de la oder de l' für eine unbestimmte Menge von etwas Unzählbarem: „Je vais acheter du pain“, „Il faut de l'eau“. Im Deutschen steht meist gar kein Artikel („Ich kaufe Brot“). Nach einer Verneinung werden sie zu de: „Je ne mange pas de viande.“`,
    ],
    it: [
      `Articoli partitivi (du, de la, de l')`,
      `Il francese usa du, de la o de l' per una quantità indeterminata di qualcosa che non si conta, come «del, della»: «Je vais acheter du pain», «Il faut de l'eau». Dopo una negazione diventano de: «Je ne mange pas de viande.»`,
    ],
    ko: [
      `부분관사 (du, de la, de l')`,
      `셀 수 없는 것의 정해지지 않은 양을 말할 때 du, de la, de l'를 써요: "Je vais acheter du pain", "Il faut de l'eau". 한국어로는 보통 옮기지 않아요("빵을 사요"). 부정문에서는 모두 de로 바뀌어요: "Je ne mange pas de viande."`,
    ],
    ja: [
      `部分冠詞（du, de la, de l'）`,
      `数えられないものの、量を特定しない「いくらか」を表すときに du, de la, de l' を使います："Je vais acheter du pain", "Il faut de l'eau"。日本語ではふつう訳しません（「パンを買う」）。否定文ではすべて de になります："Je ne mange pas de viande."`,
    ],
  },
};
