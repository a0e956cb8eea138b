import type { PointTexts } from '../types.ts';

/** Titles and explanations of the German points, in every UI language. */
export const GERMAN_TEXTS: Record<string, PointTexts> = {
  'de.separable-verbs': {
    en: [
      `Separable verbs (particle at the end)`,
      `Many verbs start with a particle such as an-, auf-, aus-, ein- or mit- (anrufen, aufstehen). In a main clause the verb comes second and the particle goes to the very end: "Ich rufe dich morgen an." In the past participle, ge- goes between them (angerufen), and with zu too (anzurufen).`,
    ],
    fr: [
      `Verbes à particule séparable`,
      `Beaucoup de verbes commencent par une particule comme an-, auf-, aus-, ein- ou mit- (anrufen, aufstehen). Dans une principale, le verbe est en deuxième position et la particule part tout à la fin : « Ich rufe dich morgen an. » Au participe, ge- se glisse entre les deux (angerufen), de même que zu (anzurufen).`,
    ],
    es: [
      `Verbos separables (partícula al final)`,
      `Muchos verbos empiezan con una partícula como an-, auf-, aus-, ein- o mit- (anrufen, aufstehen). En la oración principal el verbo va en segunda posición y la partícula se va al final: «Ich rufe dich morgen an.» En el participio, ge- se mete entre ambos (angerufen), y también zu (anzurufen).`,
    ],
    de: [
      `Trennbare Verben (Partikel am Satzende)`,
      `Viele Verben beginnen mit einer Partikel wie an-, auf-, aus-, ein- oder mit- (anrufen, aufstehen). Im Hauptsatz steht das Verb an Position zwei, die Partikel ganz am Ende: „Ich rufe dich morgen an.“ Im Partizip steht ge- dazwischen (angerufen), ebenso zu (anzurufen).`,
    ],
    it: [
      `Verbi separabili (particella in fondo)`,
      `Molti verbi iniziano con una particella come an-, auf-, aus-, ein- o mit- (anrufen, aufstehen). Nella frase principale il verbo sta al secondo posto e la particella va alla fine: «Ich rufe dich morgen an.» Nel participio ge- si inserisce in mezzo (angerufen), e così anche zu (anzurufen).`,
    ],
    ko: [
      `분리동사 (분리전철은 문장 끝)`,
      `an-, auf-, aus-, ein-, mit- 같은 전철로 시작하는 동사가 많아요 (anrufen, aufstehen). 주문장에서는 동사가 두 번째 자리에 오고 전철은 맨 끝으로 가요: "Ich rufe dich morgen an." 과거분사에서는 ge-가 가운데 들어가고 (angerufen), zu도 마찬가지예요 (anzurufen).`,
    ],
    ja: [
      `分離動詞（前つづりは文末へ）`,
      `an-, auf-, aus-, ein-, mit- などの前つづりで始まる動詞がたくさんあります（anrufen, aufstehen）。主文では動詞が2番目に来て、前つづりは文の最後に置かれます："Ich rufe dich morgen an." 過去分詞では ge- が間に入り（angerufen）、zu も同じです（anzurufen）。`,
    ],
  },
  'de.perfekt': {
    en: [
      `Perfect tense (haben/sein + past participle)`,
      `Form: haben or sein as the second element + past participle at the end of the clause (Ich habe das Buch gelesen, Wir sind nach Hause gegangen). It is the usual spoken past. Most participles are ge-…-t (gemacht) or ge-…-en (gelesen); verbs of movement or change (gehen, fahren, kommen, bleiben) take sein.`,
    ],
    fr: [
      `Le parfait (haben/sein + participe)`,
      `Forme : haben ou sein en deuxième position + participe à la fin de la proposition (Ich habe das Buch gelesen, Wir sind nach Hause gegangen). C'est le passé habituel à l'oral. La plupart des participes sont en ge-…-t (gemacht) ou ge-…-en (gelesen) ; les verbes de déplacement ou de changement (gehen, fahren, kommen, bleiben) prennent sein.`,
    ],
    es: [
      `El Perfekt (haben/sein + participio)`,
      `Forma: haben o sein en segunda posición + participio al final de la oración (Ich habe das Buch gelesen, Wir sind nach Hause gegangen). Es el pasado habitual al hablar. La mayoría de los participios son ge-…-t (gemacht) o ge-…-en (gelesen); los verbos de movimiento o cambio (gehen, fahren, kommen, bleiben) usan sein.`,
    ],
    de: [
      `Das Perfekt (haben/sein + Partizip II)`,
      `Form: haben oder sein an Position zwei + Partizip II am Satzende (Ich habe das Buch gelesen, Wir sind nach Hause gegangen). Es ist die übliche Vergangenheit beim Sprechen. Die meisten Partizipien lauten ge-…-t (gemacht) oder ge-…-en (gelesen); Verben der Bewegung oder Veränderung (gehen, fahren, kommen, bleiben) bilden es mit sein.`,
    ],
    it: [
      `Il Perfekt (haben/sein + participio)`,
      `Forma: haben o sein al secondo posto + participio alla fine della frase (Ich habe das Buch gelesen, Wir sind nach Hause gegangen). È il passato normale nel parlato. La maggior parte dei participi è ge-…-t (gemacht) o ge-…-en (gelesen); i verbi di movimento o cambiamento (gehen, fahren, kommen, bleiben) usano sein, come «essere».`,
    ],
    ko: [
      `현재완료 Perfekt (haben/sein + 과거분사)`,
      `형태: 두 번째 자리에 haben 또는 sein, 문장 끝에 과거분사 (Ich habe das Buch gelesen, Wir sind nach Hause gegangen). 말할 때 가장 많이 쓰는 과거 표현이에요. 과거분사는 대부분 ge-…-t (gemacht) 또는 ge-…-en (gelesen) 꼴이고, 이동·변화 동사(gehen, fahren, kommen, bleiben)는 sein을 써요.`,
    ],
    ja: [
      `現在完了 Perfekt（haben/sein + 過去分詞）`,
      `形：2番目に haben または sein、文末に過去分詞（Ich habe das Buch gelesen, Wir sind nach Hause gegangen）。話し言葉でふつうに使う過去の言い方です。過去分詞の多くは ge-…-t（gemacht）か ge-…-en（gelesen）の形で、移動や変化の動詞（gehen, fahren, kommen, bleiben）は sein を使います。`,
    ],
  },
  'de.modal-verbs': {
    en: [
      `Modal verbs + infinitive at the end`,
      `Modal verbs (können, müssen, wollen, sollen, dürfen, möchten) take the second place, and the main verb goes to the end of the clause as an infinitive: "Ich muss heute arbeiten", "Er kann gut kochen". In a subordinate clause the modal itself moves to the very end: "…, dass ich kommen kann."`,
    ],
    fr: [
      `Verbes de modalité + infinitif à la fin`,
      `Les verbes de modalité (können, müssen, wollen, sollen, dürfen, möchten) sont en deuxième position et le verbe principal part à la fin à l'infinitif : « Ich muss heute arbeiten », « Er kann gut kochen ». Dans une subordonnée, le modal lui-même va tout à la fin : « …, dass ich kommen kann. »`,
    ],
    es: [
      `Verbos modales + infinitivo al final`,
      `Los verbos modales (können, müssen, wollen, sollen, dürfen, möchten) van en segunda posición y el verbo principal se va al final en infinitivo: «Ich muss heute arbeiten», «Er kann gut kochen». En una subordinada, el modal mismo va al final: «…, dass ich kommen kann.»`,
    ],
    de: [
      `Modalverben + Infinitiv am Ende`,
      `Modalverben (können, müssen, wollen, sollen, dürfen, möchten) stehen an Position zwei, das Vollverb kommt im Infinitiv ans Satzende: „Ich muss heute arbeiten“, „Er kann gut kochen“. Im Nebensatz steht das Modalverb selbst ganz am Ende: „…, dass ich kommen kann.“`,
    ],
    it: [
      `Verbi modali + infinito in fondo`,
      `I verbi modali (können, müssen, wollen, sollen, dürfen, möchten) stanno al secondo posto e il verbo principale va in fondo all'infinito: «Ich muss heute arbeiten», «Er kann gut kochen». In una subordinata il modale stesso va alla fine: «…, dass ich kommen kann.»`,
    ],
    ko: [
      `화법조동사 + 문장 끝 동사원형`,
      `화법조동사(können, müssen, wollen, sollen, dürfen, möchten)는 두 번째 자리에 오고, 본동사는 동사원형으로 문장 끝에 가요: "Ich muss heute arbeiten", "Er kann gut kochen". 부문장에서는 화법조동사가 맨 끝으로 가요: "…, dass ich kommen kann."`,
    ],
    ja: [
      `話法の助動詞 + 文末の不定詞`,
      `話法の助動詞（können, müssen, wollen, sollen, dürfen, möchten）は2番目に置き、本動詞は不定詞の形で文末に置きます："Ich muss heute arbeiten", "Er kann gut kochen"。副文では助動詞そのものが一番最後に来ます："…, dass ich kommen kann."`,
    ],
  },
  'de.case-prepositions': {
    en: [
      `Prepositions with the dative or accusative`,
      `Every preposition decides the case of what follows, and you can hear it in the article. mit, nach, bei, von, zu, aus, seit take the dative (mit dem Hund); für, durch, gegen, ohne, um take the accusative (für den Film). in, an, auf, über, unter, vor, hinter, neben, zwischen take the accusative for a direction (in den Park) and the dative for a location (im Park).`,
    ],
    fr: [
      `Prépositions suivies du datif ou de l'accusatif`,
      `Chaque préposition impose un cas, qu'on entend dans l'article. mit, nach, bei, von, zu, aus, seit : datif (mit dem Hund) ; für, durch, gegen, ohne, um : accusatif (für den Film). in, an, auf, über, unter, vor, hinter, neben, zwischen : accusatif pour une direction (in den Park), datif pour un lieu (im Park).`,
    ],
    es: [
      `Preposiciones con dativo o acusativo`,
      `Cada preposición exige un caso, y se nota en el artículo. mit, nach, bei, von, zu, aus, seit llevan dativo (mit dem Hund); für, durch, gegen, ohne, um llevan acusativo (für den Film). in, an, auf, über, unter, vor, hinter, neben, zwischen llevan acusativo para una dirección (in den Park) y dativo para un lugar (im Park).`,
    ],
    de: [
      `Präpositionen mit Dativ oder Akkusativ`,
      `Jede Präposition bestimmt den Kasus, und man hört ihn am Artikel. mit, nach, bei, von, zu, aus, seit: Dativ (mit dem Hund); für, durch, gegen, ohne, um: Akkusativ (für den Film). in, an, auf, über, unter, vor, hinter, neben, zwischen: Akkusativ bei Richtung – wohin? (in den Park) –, Dativ bei Ort – wo? (im Park).`,
    ],
    it: [
      `Preposizioni con dativo o accusativo`,
      `Ogni preposizione decide il caso, e lo si sente nell'articolo. mit, nach, bei, von, zu, aus, seit vogliono il dativo (mit dem Hund); für, durch, gegen, ohne, um l'accusativo (für den Film). in, an, auf, über, unter, vor, hinter, neben, zwischen vogliono l'accusativo per una direzione (in den Park) e il dativo per un luogo (im Park).`,
    ],
    ko: [
      `3격·4격 지배 전치사`,
      `전치사마다 뒤에 오는 말의 격이 정해져 있고, 관사에서 그 격이 드러나요. mit, nach, bei, von, zu, aus, seit는 3격 (mit dem Hund), für, durch, gegen, ohne, um은 4격 (für den Film)이에요. in, an, auf, über, unter, vor, hinter, neben, zwischen은 방향이면 4격 (in den Park), 위치면 3격 (im Park)을 써요.`,
    ],
    ja: [
      `3格・4格支配の前置詞`,
      `前置詞ごとに後ろの名詞の格が決まっていて、冠詞の形に表れます。mit, nach, bei, von, zu, aus, seit は3格（mit dem Hund）、für, durch, gegen, ohne, um は4格（für den Film）です。in, an, auf, über, unter, vor, hinter, neben, zwischen は方向なら4格（in den Park）、場所なら3格（im Park）を取ります。`,
    ],
  },
  'de.verb-final': {
    en: [
      `Subordinate clauses: verb at the end (weil, dass, wenn)`,
      `After weil (because), dass (that), wenn (if/when), ob (whether) and similar words, the conjugated verb moves to the end of the clause: "…, weil er Zeit hat", "…, dass er kommt". With two verbs, the conjugated one comes last: "…, weil ich viel gearbeitet habe." A comma separates the clauses.`,
    ],
    fr: [
      `Subordonnées : verbe à la fin (weil, dass, wenn)`,
      `Après weil (parce que), dass (que), wenn (si/quand), ob (si) et des mots semblables, le verbe conjugué part à la fin de la proposition : « …, weil er Zeit hat », « …, dass er kommt ». Avec deux verbes, le verbe conjugué vient en dernier : « …, weil ich viel gearbeitet habe. » Une virgule sépare les propositions.`,
    ],
    es: [
      `Subordinadas: verbo al final (weil, dass, wenn)`,
      `Después de weil (porque), dass (que), wenn (si/cuando), ob (si) y palabras parecidas, el verbo conjugado va al final de la oración: «…, weil er Zeit hat», «…, dass er kommt». Con dos verbos, el conjugado va el último: «…, weil ich viel gearbeitet habe.» Una coma separa las oraciones.`,
    ],
    de: [
      `Nebensätze: Verb am Ende (weil, dass, wenn)`,
      `Nach weil, dass, wenn, ob und ähnlichen Wörtern steht das konjugierte Verb am Ende des Nebensatzes: „…, weil er Zeit hat“, „…, dass er kommt“. Bei zwei Verben steht das konjugierte ganz am Schluss: „…, weil ich viel gearbeitet habe.“ Ein Komma trennt Haupt- und Nebensatz.`,
    ],
    it: [
      `Subordinate: verbo in fondo (weil, dass, wenn)`,
      `Dopo weil (perché), dass (che), wenn (se/quando), ob (se) e parole simili, il verbo coniugato va alla fine della frase: «…, weil er Zeit hat», «…, dass er kommt». Con due verbi, quello coniugato viene per ultimo: «…, weil ich viel gearbeitet habe.» Una virgola separa le frasi.`,
    ],
    ko: [
      `부문장의 동사 후치 (weil, dass, wenn)`,
      `weil(~때문에), dass(~라는 것), wenn(~하면/~할 때), ob(~인지) 같은 말 뒤에서는 활용된 동사가 문장 끝으로 가요: "…, weil er Zeit hat", "…, dass er kommt". 동사가 둘이면 활용된 동사가 맨 마지막이에요: "…, weil ich viel gearbeitet habe." 주문장과 부문장 사이에는 쉼표를 찍어요.`,
    ],
    ja: [
      `副文の動詞後置（weil, dass, wenn）`,
      `weil（〜なので）、dass（〜ということ）、wenn（〜なら・〜するとき）、ob（〜かどうか）などの後では、活用した動詞が文の最後に来ます："…, weil er Zeit hat", "…, dass er kommt"。動詞が二つあるときは、活用した動詞が一番最後です："…, weil ich viel gearbeitet habe." 主文と副文はコンマで区切ります。`,
    ],
  },
};
