import type { PointTexts } from '../types.ts';

/** Titles and explanations of the Russian points, in every UI language. */
export const RUSSIAN_TEXTS: Record<string, PointTexts> = {
  'ru.aspect': {
    en: [
      `Verbal aspect (imperfective vs perfective)`,
      `Most Russian verbs come in pairs. The imperfective (читать, рассказывать) presents an action as a process, a habit or a repeated event; the perfective (прочитать, рассказать) presents it as one completed whole with a result. Perfectives are often made with a prefix (по-, с-, про-, на-), and imperfectives with -ыва-/-ива- (рассказывать).`,
    ],
    fr: [
      `L'aspect verbal (imperfectif ou perfectif)`,
      `La plupart des verbes russes vont par paires. L'imperfectif (читать, рассказывать) présente l'action comme un déroulement, une habitude ou une répétition ; le perfectif (прочитать, рассказать) la présente comme un tout achevé, avec un résultat. Le perfectif se forme souvent avec un préfixe (по-, с-, про-, на-), l'imperfectif avec -ыва-/-ива- (рассказывать).`,
    ],
    es: [
      `El aspecto verbal (imperfectivo y perfectivo)`,
      `Casi todos los verbos rusos forman pares. El imperfectivo (читать, рассказывать) presenta la acción como proceso, costumbre o repetición; el perfectivo (прочитать, рассказать) la presenta como un todo acabado con resultado. El perfectivo suele llevar un prefijo (по-, с-, про-, на-) y el imperfectivo -ыва-/-ива- (рассказывать).`,
    ],
    de: [
      `Der Verbalaspekt (imperfektiv und perfektiv)`,
      `Die meisten russischen Verben bilden Paare. Der imperfektive Aspekt (читать, рассказывать) zeigt eine Handlung als Verlauf, Gewohnheit oder Wiederholung; der perfektive (прочитать, рассказать) als abgeschlossenes Ganzes mit Ergebnis. Perfektive entstehen oft durch ein Präfix (по-, с-, про-, на-), Imperfektive durch -ыва-/-ива- (рассказывать).`,
    ],
    it: [
      `L'aspetto verbale (imperfettivo e perfettivo)`,
      `Quasi tutti i verbi russi formano coppie. L'imperfettivo (читать, рассказывать) presenta l'azione come processo, abitudine o ripetizione; il perfettivo (прочитать, рассказать) come un tutto concluso con un risultato. Il perfettivo si forma spesso con un prefisso (по-, с-, про-, на-), l'imperfettivo con -ыва-/-ива- (рассказывать).`,
    ],
    ko: [
      `동사의 상 (불완료상과 완료상)`,
      `러시아어 동사는 대부분 짝을 이뤄요. 불완료상(читать, рассказывать)은 진행 중인 과정, 습관, 반복을 나타내고, 완료상(прочитать, рассказать)은 결과가 있는 한 번의 완결된 행위를 나타내요. 완료상은 흔히 접두사(по-, с-, про-, на-)로, 불완료상은 -ыва-/-ива-로 만들어요 (рассказывать).`,
    ],
    ja: [
      `動詞の体（不完了体と完了体）`,
      `ロシア語の動詞の多くはペアになっています。不完了体（читать, рассказывать）は動作を過程・習慣・くり返しとして表し、完了体（прочитать, рассказать）は結果をともなう一回の完結した動作として表します。完了体は接頭辞（по-, с-, про-, на-）で、不完了体は -ыва-/-ива- で作られることがよくあります（рассказывать）。`,
    ],
  },
  'ru.past-gender': {
    en: [
      `Past tense: endings by gender and number`,
      `The past tense is the infinitive stem + -л, and it agrees with the subject's gender and number, not its person: он читал, она читала, оно читало, они читали. So "я читал" is said by a man and "я читала" by a woman. Some verbs are irregular: идти → шёл, шла; мочь → мог, могла.`,
    ],
    fr: [
      `Le passé : terminaisons de genre et de nombre`,
      `Le passé se forme sur le radical de l'infinitif + -л et s'accorde en genre et en nombre avec le sujet, pas en personne : он читал, она читала, оно читало, они читали. Un homme dit « я читал », une femme « я читала ». Quelques verbes sont irréguliers : идти → шёл, шла ; мочь → мог, могла.`,
    ],
    es: [
      `El pasado: terminaciones de género y número`,
      `El pasado se forma con la raíz del infinitivo + -л y concuerda en género y número con el sujeto, no en persona: он читал, она читала, оно читало, они читали. Un hombre dice «я читал» y una mujer «я читала». Algunos verbos son irregulares: идти → шёл, шла; мочь → мог, могла.`,
    ],
    de: [
      `Vergangenheit: Endungen nach Genus und Numerus`,
      `Die Vergangenheit ist der Infinitivstamm + -л und richtet sich nach Genus und Numerus des Subjekts, nicht nach der Person: он читал, она читала, оно читало, они читали. Ein Mann sagt „я читал“, eine Frau „я читала“. Einige Verben sind unregelmäßig: идти → шёл, шла; мочь → мог, могла.`,
    ],
    it: [
      `Il passato: desinenze di genere e numero`,
      `Il passato si forma con il tema dell'infinito + -л e concorda in genere e numero con il soggetto, non nella persona: он читал, она читала, оно читало, они читали. Un uomo dice «я читал», una donna «я читала». Alcuni verbi sono irregolari: идти → шёл, шла; мочь → мог, могла.`,
    ],
    ko: [
      `과거형: 성과 수에 따른 어미`,
      `과거형은 동사원형의 어간 + -л이고, 인칭이 아니라 주어의 성과 수에 맞춰요: он читал, она читала, оно читало, они читали. 그래서 남자는 "я читал", 여자는 "я читала"라고 해요. 불규칙 동사도 있어요: идти → шёл, шла; мочь → мог, могла.`,
    ],
    ja: [
      `過去形：性と数による語尾`,
      `過去形は不定形の語幹 + -л で、人称ではなく主語の性と数に合わせます：он читал, она читала, оно читало, они читали。男性は "я читал"、女性は "я читала" と言います。不規則な動詞もあります：идти → шёл, шла；мочь → мог, могла。`,
    ],
  },
  'ru.preposition-cases': {
    en: [
      `Cases after prepositions (в/на, с)`,
      `Prepositions choose the case of the noun after them. в and на take the prepositional for a location (в магазине, на работе) and the accusative for a direction (в школу, на работу). с meaning "with" takes the instrumental (с другом, с мамой). Listen to the ending: it tells "where" from "where to".`,
    ],
    fr: [
      `Les cas après les prépositions (в/на, с)`,
      `La préposition choisit le cas du nom qui suit. в et на prennent le prépositionnel pour un lieu (в магазине, на работе) et l'accusatif pour une direction (в школу, на работу). с au sens de « avec » prend l'instrumental (с другом, с мамой). La terminaison distingue « où » et « vers où ».`,
    ],
    es: [
      `Los casos tras las preposiciones (в/на, с)`,
      `La preposición decide el caso del sustantivo. в y на llevan prepositivo para un lugar (в магазине, на работе) y acusativo para una dirección (в школу, на работу). с con el sentido de «con» lleva instrumental (с другом, с мамой). La terminación distingue «dónde» de «adónde».`,
    ],
    de: [
      `Fälle nach Präpositionen (в/на, с)`,
      `Die Präposition bestimmt den Fall des folgenden Nomens. в und на stehen mit dem Präpositiv für einen Ort (в магазине, на работе) und mit dem Akkusativ für eine Richtung (в школу, на работу). с im Sinn von „mit“ verlangt den Instrumental (с другом, с мамой). Die Endung unterscheidet „wo?“ und „wohin?“.`,
    ],
    it: [
      `I casi dopo le preposizioni (в/на, с)`,
      `La preposizione decide il caso del nome che segue. в e на vogliono il prepositivo per un luogo (в магазине, на работе) e l'accusativo per una direzione (в школу, на работу). с nel senso di «con» vuole lo strumentale (с другом, с мамой). La desinenza distingue «dove» da «verso dove».`,
    ],
    ko: [
      `전치사 뒤의 격 (в/на, с)`,
      `전치사에 따라 뒤에 오는 명사의 격이 정해져요. в와 на는 위치를 말할 때 전치격 (в магазине, на работе), 방향을 말할 때 대격 (в школу, на работу)을 써요. "~와 함께"라는 뜻의 с는 조격을 써요 (с другом, с мамой). 어미를 들으면 "어디에서"인지 "어디로"인지 알 수 있어요.`,
    ],
    ja: [
      `前置詞のあとの格（в/на, с）`,
      `前置詞によって、後ろの名詞の格が決まります。в と на は場所なら前置格（в магазине, на работе）、方向なら対格（в школу, на работу）を取ります。「〜と一緒に」の с は造格を取ります（с другом, с мамой）。語尾で「どこで」か「どこへ」かがわかります。`,
    ],
  },
  'ru.motion-verbs': {
    en: [
      `Verbs of motion (идти/ходить, ехать/ездить)`,
      `Russian has two verbs for each way of moving. идти (on foot) and ехать (by vehicle) describe one trip in one direction, happening now or at a given moment: "Я иду в школу". ходить and ездить describe round trips, habits or movement in general: "Мы ходили в кино", "Я часто езжу на работу". With prefixes they become ordinary pairs: пойти, прийти, уехать.`,
    ],
    fr: [
      `Les verbes de mouvement (идти/ходить, ехать/ездить)`,
      `Le russe a deux verbes pour chaque façon de se déplacer. идти (à pied) et ехать (en véhicule) décrivent un trajet dans une seule direction, en cours ou à un moment précis : « Я иду в школу ». ходить et ездить décrivent des allers-retours, des habitudes ou le mouvement en général : « Мы ходили в кино ». Avec un préfixe, ils forment des paires ordinaires : пойти, прийти, уехать.`,
    ],
    es: [
      `Verbos de movimiento (идти/ходить, ехать/ездить)`,
      `El ruso tiene dos verbos para cada forma de moverse. идти (a pie) y ехать (en vehículo) describen un trayecto en una sola dirección, en curso o en un momento dado: «Я иду в школу». ходить y ездить describen idas y vueltas, costumbres o el movimiento en general: «Мы ходили в кино». Con prefijos forman pares normales: пойти, прийти, уехать.`,
    ],
    de: [
      `Verben der Bewegung (идти/ходить, ехать/ездить)`,
      `Russisch hat für jede Art der Fortbewegung zwei Verben. идти (zu Fuß) und ехать (mit einem Fahrzeug) beschreiben einen Weg in eine Richtung, gerade oder zu einem bestimmten Zeitpunkt: „Я иду в школу“. ходить und ездить beschreiben Hin und Zurück, Gewohnheiten oder Bewegung allgemein: „Мы ходили в кино“. Mit Präfixen werden daraus normale Paare: пойти, прийти, уехать.`,
    ],
    it: [
      `Verbi di moto (идти/ходить, ехать/ездить)`,
      `Il russo ha due verbi per ogni modo di spostarsi. идти (a piedi) ed ехать (con un mezzo) descrivono un tragitto in una sola direzione, in corso o in un momento preciso: «Я иду в школу». ходить ed ездить descrivono andata e ritorno, abitudini o il movimento in generale: «Мы ходили в кино». Con i prefissi diventano coppie normali: пойти, прийти, уехать.`,
    ],
    ko: [
      `이동 동사 (идти/ходить, ехать/ездить)`,
      `러시아어에는 이동 방법마다 동사가 두 개씩 있어요. идти(걸어서)와 ехать(타고)는 지금 또는 특정한 때에 한 방향으로 가는 한 번의 이동을 말해요: "Я иду в школу". ходить와 ездить는 갔다 오기, 습관, 일반적인 이동을 말해요: "Мы ходили в кино". 접두사가 붙으면 보통의 동사 짝이 돼요: пойти, прийти, уехать.`,
    ],
    ja: [
      `移動の動詞（идти/ходить, ехать/ездить）`,
      `ロシア語には移動の仕方ごとに動詞が二つあります。идти（歩いて）と ехать（乗り物で）は、今またはある時点で一方向に向かう一回の移動を表します："Я иду в школу"。ходить と ездить は往復、習慣、移動一般を表します："Мы ходили в кино"。接頭辞がつくと普通のペアになります：пойти, прийти, уехать。`,
    ],
  },
};
