import type { PointTexts } from '../types.ts';

/** Titles and explanations of the Spanish points, in every UI language. */
export const SPANISH_TEXTS: Record<string, PointTexts> = {
  'es.ser-estar': {
    en: [
      `Ser vs estar (two verbs "to be")`,
      `ser says what something is: identity, job, origin, lasting traits (Soy profesor, Es un libro, Es alto). estar says how or where something is right now: states, feelings and location (Estoy cansado, Estamos en casa, Está bien). Some adjectives change meaning: "es aburrido" (boring) vs "está aburrido" (bored).`,
    ],
    fr: [
      `Ser ou estar (deux verbes « être »)`,
      `ser dit ce qu'est une chose : identité, métier, origine, caractéristiques durables (Soy profesor, Es un libro, Es alto). estar dit comment ou où elle est en ce moment : états, émotions et lieu (Estoy cansado, Estamos en casa, Está bien). Certains adjectifs changent de sens : « es aburrido » (ennuyeux) / « está aburrido » (il s'ennuie).`,
    ],
    es: [
      `Ser y estar`,
      `ser dice qué es algo: identidad, profesión, origen y rasgos permanentes (Soy profesor, Es un libro, Es alto). estar dice cómo o dónde está algo ahora: estados, emociones y ubicación (Estoy cansado, Estamos en casa, Está bien). Algunos adjetivos cambian de sentido: «es aburrido» frente a «está aburrido».`,
    ],
    de: [
      `Ser oder estar (zweimal „sein“)`,
      `ser sagt, was etwas ist: Identität, Beruf, Herkunft, bleibende Eigenschaften (Soy profesor, Es un libro, Es alto). estar sagt, wie oder wo etwas gerade ist: Zustände, Gefühle und Ort (Estoy cansado, Estamos en casa, Está bien). Manche Adjektive ändern die Bedeutung: „es aburrido“ (langweilig) / „está aburrido“ (gelangweilt).`,
    ],
    it: [
      `Ser o estar (due verbi «essere»)`,
      `ser dice che cos'è qualcosa: identità, professione, origine, caratteristiche stabili (Soy profesor, Es un libro, Es alto). estar dice come o dove si trova adesso: stati, emozioni e luogo (Estoy cansado, Estamos en casa, Está bien). Alcuni aggettivi cambiano senso: «es aburrido» (noioso) / «está aburrido» (annoiato).`,
    ],
    ko: [
      `ser와 estar (두 가지 "이다/있다")`,
      `ser는 무엇인지를 말해요: 정체, 직업, 출신, 변하지 않는 성질 (Soy profesor, Es un libro, Es alto). estar는 지금 어떤 상태인지, 어디에 있는지를 말해요: 상태, 기분, 위치 (Estoy cansado, Estamos en casa, Está bien). "es aburrido"(지루한 사람이다)와 "está aburrido"(지루해하다)처럼 뜻이 달라지는 형용사도 있어요.`,
    ],
    ja: [
      `ser と estar（二つの「〜だ・ある」）`,
      `ser は「何であるか」を表します：身元、職業、出身、変わらない性質（Soy profesor, Es un libro, Es alto）。estar は「今どんな状態か・どこにあるか」を表します：状態、気持ち、場所（Estoy cansado, Estamos en casa, Está bien）。"es aburrido"（退屈な人だ）と "está aburrido"（退屈している）のように意味が変わる形容詞もあります。`,
    ],
  },
  'es.preterite-imperfect': {
    en: [
      `Preterite vs imperfect`,
      `The preterite tells completed events with a clear start or end (Ayer comí paella, Fue increíble). The imperfect describes the background, what used to happen and how things were (Cuando era niño, jugaba mucho). Regular imperfect: -aba for -ar verbs, -ía for -er/-ir verbs; preterite: -é/-ó, -í/-ió.`,
    ],
    fr: [
      `Passé simple (pretérito) ou imparfait`,
      `Le pretérito raconte des actions terminées, avec un début ou une fin nets (Ayer comí paella, Fue increíble) — comme notre passé composé. L'imparfait décrit le décor, les habitudes et ce qui était (Cuando era niño, jugaba mucho). Imparfait régulier : -aba pour les verbes en -ar, -ía pour -er/-ir ; pretérito : -é/-ó, -í/-ió.`,
    ],
    es: [
      `Pretérito indefinido e imperfecto`,
      `El pretérito indefinido cuenta hechos terminados, con un principio o un final claros (Ayer comí paella, Fue increíble). El imperfecto describe el fondo, lo habitual y cómo eran las cosas (Cuando era niño, jugaba mucho). Imperfecto regular: -aba en los verbos en -ar, -ía en -er/-ir; indefinido: -é/-ó, -í/-ió.`,
    ],
    de: [
      `Indefinido oder Imperfekt`,
      `Das pretérito indefinido erzählt abgeschlossene Ereignisse mit klarem Anfang oder Ende (Ayer comí paella, Fue increíble). Das Imperfekt beschreibt den Hintergrund, Gewohnheiten und wie etwas war (Cuando era niño, jugaba mucho). Regelmäßiges Imperfekt: -aba bei -ar-Verben, -ía bei -er/-ir; Indefinido: -é/-ó, -í/-ió.`,
    ],
    it: [
      `Pretérito o imperfetto`,
      `Il pretérito racconta fatti conclusi, con un inizio o una fine chiari (Ayer comí paella, Fue increíble), come il passato remoto o prossimo. L'imperfetto descrive lo sfondo, le abitudini e com'erano le cose (Cuando era niño, jugaba mucho). Imperfetto regolare: -aba per i verbi in -ar, -ía per -er/-ir; pretérito: -é/-ó, -í/-ió.`,
    ],
    ko: [
      `단순과거와 불완료과거`,
      `단순과거(pretérito)는 시작이나 끝이 분명한, 끝난 사건을 말해요 (Ayer comí paella, Fue increíble). 불완료과거(imperfecto)는 배경, 습관, 과거의 모습을 묘사해요 (Cuando era niño, jugaba mucho). 규칙 불완료과거는 -ar 동사가 -aba, -er/-ir 동사가 -ía, 단순과거는 -é/-ó, -í/-ió 꼴이에요.`,
    ],
    ja: [
      `点過去と線過去`,
      `点過去（pretérito）は、始まりや終わりがはっきりした完了した出来事を表します（Ayer comí paella, Fue increíble）。線過去（imperfecto）は背景、習慣、過去の様子を描写します（Cuando era niño, jugaba mucho）。規則的な線過去は -ar 動詞が -aba、-er/-ir 動詞が -ía、点過去は -é/-ó, -í/-ió です。`,
    ],
  },
  'es.subjunctive-triggers': {
    en: [
      `Subjunctive after wishes and purposes (quiero que, para que…)`,
      `When one person wants, hopes or needs something from another, or says what something is for, the second verb goes into the subjunctive: "Quiero que vengas", "Espero que estés bien", "para que lo sepas". Present subjunctive swaps the vowel: -ar verbs take -e (hables), -er/-ir verbs take -a (comas, vivas).`,
    ],
    fr: [
      `Subjonctif après un souhait ou un but (quiero que, para que…)`,
      `Quand quelqu'un veut, espère ou demande quelque chose d'un autre, ou dit dans quel but, le second verbe se met au subjonctif : « Quiero que vengas », « Espero que estés bien », « para que lo sepas ». Le subjonctif présent échange la voyelle : -e pour les verbes en -ar (hables), -a pour -er/-ir (comas, vivas).`,
    ],
    es: [
      `El subjuntivo tras deseos y finalidad (quiero que, para que…)`,
      `Cuando alguien quiere, espera o necesita algo de otra persona, o se expresa una finalidad, el segundo verbo va en subjuntivo: «Quiero que vengas», «Espero que estés bien», «para que lo sepas». El presente de subjuntivo cambia la vocal: -e en los verbos en -ar (hables), -a en -er/-ir (comas, vivas).`,
    ],
    de: [
      `Subjuntivo nach Wünschen und Zwecken (quiero que, para que…)`,
      `Wenn jemand etwas von einer anderen Person will, hofft oder braucht, oder wenn ein Zweck genannt wird, steht das zweite Verb im Subjuntivo: „Quiero que vengas“, „Espero que estés bien“, „para que lo sepas“. Der Subjuntivo tauscht den Vokal: -ar-Verben bekommen -e (hables), -er/-ir-Verben -a (comas, vivas).`,
    ],
    it: [
      `Congiuntivo dopo desideri e scopi (quiero que, para que…)`,
      `Quando qualcuno vuole, spera o chiede qualcosa a un altro, o si indica uno scopo, il secondo verbo va al congiuntivo, come in italiano: «Quiero que vengas», «Espero que estés bien», «para que lo sepas». Il congiuntivo presente scambia la vocale: -e per i verbi in -ar (hables), -a per -er/-ir (comas, vivas).`,
    ],
    ko: [
      `바람·목적 뒤의 접속법 (quiero que, para que…)`,
      `누군가가 다른 사람에게 무엇을 원하거나 바라거나 필요로 할 때, 또는 목적을 말할 때 뒤의 동사는 접속법을 써요: "Quiero que vengas", "Espero que estés bien", "para que lo sepas". 현재 접속법은 모음을 바꿔요: -ar 동사는 -e (hables), -er/-ir 동사는 -a (comas, vivas).`,
    ],
    ja: [
      `願望・目的のあとの接続法（quiero que, para que…）`,
      `だれかが他の人に何かを望む・期待する・必要とするとき、また目的を言うとき、後ろの動詞は接続法になります："Quiero que vengas", "Espero que estés bien", "para que lo sepas"。接続法現在は母音を入れ替えます：-ar 動詞は -e（hables）、-er/-ir 動詞は -a（comas, vivas）。`,
    ],
  },
  'es.ir-a': {
    en: [
      `Future with ir a + infinitive`,
      `Form: ir in the present + a + infinitive (Voy a comprar pan, ¿Vas a venir?). It is the most common way to talk about plans and what is about to happen, like English "going to". "Vamos a + infinitive" can also mean "let's": "¡Vamos a ver!"`,
    ],
    fr: [
      `Futur proche : ir a + infinitif`,
      `Forme : ir au présent + a + infinitif (Voy a comprar pan, ¿Vas a venir?). C'est la façon la plus courante de parler de projets et de ce qui va arriver, comme « aller + infinitif ». « Vamos a + infinitif » peut aussi vouloir dire « allons… » : « ¡Vamos a ver! »`,
    ],
    es: [
      `Ir a + infinitivo`,
      `Forma: ir en presente + a + infinitivo (Voy a comprar pan, ¿Vas a venir?). Es la manera más común de hablar de planes y de lo que está a punto de pasar. «Vamos a + infinitivo» también sirve para proponer algo: «¡Vamos a ver!»`,
    ],
    de: [
      `Zukunft mit ir a + Infinitiv`,
      `Form: ir im Präsens + a + Infinitiv (Voy a comprar pan, ¿Vas a venir?). So spricht man am häufigsten über Pläne und das, was gleich passiert – wie englisch „going to“. „Vamos a + Infinitiv“ kann auch „lass uns …“ heißen: „¡Vamos a ver!“`,
    ],
    it: [
      `Futuro con ir a + infinito`,
      `Forma: ir al presente + a + infinito (Voy a comprar pan, ¿Vas a venir?). È il modo più comune per parlare di progetti e di ciò che sta per succedere, come «sto per / ho intenzione di». «Vamos a + infinito» può anche voler dire «dai, facciamo…»: «¡Vamos a ver!»`,
    ],
    ko: [
      `ir a + 동사원형 미래`,
      `형태: 현재형 ir + a + 동사원형 (Voy a comprar pan, ¿Vas a venir?). 계획이나 곧 일어날 일을 말하는 가장 흔한 방법으로, 영어의 "going to"와 비슷해요. "Vamos a + 동사원형"은 "~하자"라는 뜻도 돼요: "¡Vamos a ver!"`,
    ],
    ja: [
      `ir a + 不定詞の未来`,
      `形：現在形の ir + a + 不定詞（Voy a comprar pan, ¿Vas a venir?）。予定やもうすぐ起こることを言う最も一般的な言い方で、英語の "going to" に近いです。"Vamos a + 不定詞" は「〜しよう」の意味にもなります："¡Vamos a ver!"`,
    ],
  },
  'es.gustar': {
    en: [
      `Gustar-type verbs (me gusta, me encanta)`,
      `With gustar the thing you like is the subject and the person is an indirect object pronoun (me, te, le, nos, os, les): "Me gusta el café" = coffee pleases me. The verb agrees with the thing: "Me gustan los libros". Encantar, interesar, importar, doler and parecer work the same way.`,
    ],
    fr: [
      `Les verbes comme gustar (me gusta, me encanta)`,
      `Avec gustar, ce qu'on aime est le sujet et la personne est un pronom complément indirect (me, te, le, nos, os, les) : « Me gusta el café » = le café me plaît. Le verbe s'accorde avec la chose : « Me gustan los libros ». Encantar, interesar, importar, doler et parecer fonctionnent pareil.`,
    ],
    es: [
      `Verbos como gustar (me gusta, me encanta)`,
      `Con gustar, lo que gusta es el sujeto y la persona es un pronombre de objeto indirecto (me, te, le, nos, os, les): «Me gusta el café». El verbo concuerda con la cosa: «Me gustan los libros». Encantar, interesar, importar, doler y parecer funcionan igual.`,
    ],
    de: [
      `Verben wie gustar (me gusta, me encanta)`,
      `Bei gustar ist das, was gefällt, das Subjekt, und die Person steht als Dativpronomen (me, te, le, nos, os, les): „Me gusta el café“ = der Kaffee gefällt mir. Das Verb richtet sich nach der Sache: „Me gustan los libros“. Encantar, interesar, importar, doler und parecer funktionieren genauso.`,
    ],
    it: [
      `Verbi come gustar (me gusta, me encanta)`,
      `Con gustar ciò che piace è il soggetto e la persona è un pronome indiretto (me, te, le, nos, os, les), proprio come «mi piace»: «Me gusta el café». Il verbo concorda con la cosa: «Me gustan los libros». Encantar, interesar, importar, doler e parecer funzionano allo stesso modo.`,
    ],
    ko: [
      `gustar형 동사 (me gusta, me encanta)`,
      `gustar는 좋아하는 대상이 주어이고, 좋아하는 사람은 간접목적 대명사(me, te, le, nos, os, les)로 나타내요: "Me gusta el café" = 커피가 나에게 좋다. 동사는 대상에 맞춰요: "Me gustan los libros". encantar, interesar, importar, doler, parecer도 같은 방식이에요.`,
    ],
    ja: [
      `gustar 型の動詞（me gusta, me encanta）`,
      `gustar では、好きなものが主語で、好きな人は間接目的語の代名詞（me, te, le, nos, os, les）で表します："Me gusta el café"（コーヒーが私の気に入る）。動詞はもののほうに合わせます："Me gustan los libros"。encantar, interesar, importar, doler, parecer も同じ使い方です。`,
    ],
  },
  'es.reflexive': {
    en: [
      `Reflexive verbs (me levanto, se llama)`,
      `Reflexive verbs carry a pronoun that matches the subject: me, te, se, nos, os (Me levanto temprano, Ella se llama Ana). The pronoun goes before a conjugated verb or is attached to an infinitive (Tengo que levantarme). Many daily-routine verbs are reflexive: levantarse, ducharse, acostarse, sentirse.`,
    ],
    fr: [
      `Les verbes pronominaux (me levanto, se llama)`,
      `Les verbes pronominaux portent un pronom qui correspond au sujet : me, te, se, nos, os (Me levanto temprano, Ella se llama Ana). Le pronom se place avant le verbe conjugué ou s'attache à l'infinitif (Tengo que levantarme). Beaucoup de verbes du quotidien sont pronominaux : levantarse, ducharse, acostarse, sentirse.`,
    ],
    es: [
      `Verbos reflexivos (me levanto, se llama)`,
      `Los verbos reflexivos llevan un pronombre que coincide con el sujeto: me, te, se, nos, os (Me levanto temprano, Ella se llama Ana). El pronombre va delante del verbo conjugado o unido al infinitivo (Tengo que levantarme). Muchos verbos de la rutina diaria son reflexivos: levantarse, ducharse, acostarse, sentirse.`,
    ],
    de: [
      `Reflexive Verben (me levanto, se llama)`,
      `Reflexive Verben haben ein Pronomen, das zum Subjekt passt: me, te, se, nos, os (Me levanto temprano, Ella se llama Ana). Es steht vor dem konjugierten Verb oder hängt am Infinitiv (Tengo que levantarme). Viele Verben des Alltags sind reflexiv: levantarse, ducharse, acostarse, sentirse.`,
    ],
    it: [
      `Verbi riflessivi (me levanto, se llama)`,
      `I verbi riflessivi hanno un pronome che corrisponde al soggetto: me, te, se, nos, os (Me levanto temprano, Ella se llama Ana). Il pronome va prima del verbo coniugato o si attacca all'infinito (Tengo que levantarme), come in italiano. Molti verbi della routine sono riflessivi: levantarse, ducharse, acostarse, sentirse.`,
    ],
    ko: [
      `재귀동사 (me levanto, se llama)`,
      `재귀동사는 주어에 맞는 대명사 me, te, se, nos, os를 함께 써요 (Me levanto temprano, Ella se llama Ana). 대명사는 활용된 동사 앞에 오거나 동사원형 뒤에 붙어요 (Tengo que levantarme). levantarse, ducharse, acostarse, sentirse처럼 일상생활 동사에 많아요.`,
    ],
    ja: [
      `再帰動詞（me levanto, se llama）`,
      `再帰動詞は主語に合った代名詞 me, te, se, nos, os をともないます（Me levanto temprano, Ella se llama Ana）。代名詞は活用した動詞の前に置くか、不定詞の後ろにつけます（Tengo que levantarme）。levantarse, ducharse, acostarse, sentirse など、毎日の生活の動詞に多いです。`,
    ],
  },
};
