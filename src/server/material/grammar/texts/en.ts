import type { PointTexts } from '../types.ts';

/** Titles and explanations of the English points, in every UI language. */
export const ENGLISH_TEXTS: Record<string, PointTexts> = {
  'en.present-perfect': {
    en: [
      `Present perfect (have/has + past participle)`,
      `Form: have/has + past participle (I have finished, she has seen). It links the past to now: an experience ("Have you ever been to Japan?"), a result that matters now ("I've lost my keys") or something still true ("We have lived here for years"). With a finished time such as "yesterday", use the past simple instead.`,
    ],
    fr: [
      `Present perfect (have/has + participe passé)`,
      `Forme : have/has + participe passé (I have finished, she has seen). Il relie le passé au présent : une expérience (« Have you ever been to Japan? »), un résultat visible maintenant (« I've lost my keys ») ou une situation qui dure encore (« We have lived here for years »). Avec un moment terminé comme « yesterday », on emploie le prétérit (past simple).`,
    ],
    es: [
      `Present perfect (have/has + participio)`,
      `Forma: have/has + participio (I have finished, she has seen). Une el pasado con el presente: una experiencia («Have you ever been to Japan?»), un resultado que importa ahora («I've lost my keys») o algo que sigue siendo cierto («We have lived here for years»). Con un tiempo terminado como «yesterday» se usa el pasado simple.`,
    ],
    de: [
      `Present Perfect (have/has + Partizip)`,
      `Form: have/has + Partizip Perfekt (I have finished, she has seen). Es verbindet Vergangenheit und Gegenwart: eine Erfahrung („Have you ever been to Japan?“), ein Ergebnis, das jetzt zählt („I've lost my keys“), oder etwas, das noch andauert („We have lived here for years“). Mit einem abgeschlossenen Zeitpunkt wie „yesterday“ steht das Simple Past.`,
    ],
    it: [
      `Present perfect (have/has + participio passato)`,
      `Forma: have/has + participio passato (I have finished, she has seen). Collega il passato al presente: un'esperienza («Have you ever been to Japan?»), un risultato che conta adesso («I've lost my keys») o qualcosa che è ancora vero («We have lived here for years»). Con un tempo concluso come «yesterday» si usa il past simple.`,
    ],
    ko: [
      `현재완료 (have/has + 과거분사)`,
      `형태: have/has + 과거분사 (I have finished, she has seen). 과거의 일을 지금과 연결해요. 경험("Have you ever been to Japan?"), 지금 남아 있는 결과("I've lost my keys"), 아직 계속되는 상황("We have lived here for years")에 써요. "yesterday"처럼 끝난 시점이 있으면 과거형을 써요.`,
    ],
    ja: [
      `現在完了（have/has + 過去分詞）`,
      `形：have/has + 過去分詞（I have finished, she has seen）。過去の出来事を今とつなげます。経験（"Have you ever been to Japan?"）、今に残る結果（"I've lost my keys"）、今も続いていること（"We have lived here for years"）に使います。"yesterday" のように終わった時を表す語があるときは過去形を使います。`,
    ],
  },
  'en.present-perfect-continuous': {
    en: [
      `Present perfect continuous (have/has been + -ing)`,
      `Form: have/has been + verb-ing (I've been using this app for years). It describes an activity that started in the past and is still going on, or has just stopped and left a trace ("I'm tired because I've been running"). It often comes with "for" (a length of time) or "since" (a starting point).`,
    ],
    fr: [
      `Present perfect continu (have/has been + -ing)`,
      `Forme : have/has been + verbe en -ing (I've been using this app for years). Il décrit une activité commencée dans le passé qui continue encore, ou qui vient de s'arrêter en laissant une trace (« I'm tired because I've been running »). On le trouve souvent avec « for » (une durée) ou « since » (un point de départ).`,
    ],
    es: [
      `Present perfect continuo (have/has been + -ing)`,
      `Forma: have/has been + verbo en -ing (I've been using this app for years). Describe una actividad que empezó en el pasado y todavía continúa, o que acaba de terminar y deja huella («I'm tired because I've been running»). Suele ir con «for» (duración) o «since» (punto de inicio).`,
    ],
    de: [
      `Present Perfect Continuous (have/has been + -ing)`,
      `Form: have/has been + Verb mit -ing (I've been using this app for years). Es beschreibt eine Tätigkeit, die in der Vergangenheit begonnen hat und noch andauert oder gerade erst aufgehört hat („I'm tired because I've been running“). Oft steht „for“ (Dauer) oder „since“ (Anfangspunkt) dabei.`,
    ],
    it: [
      `Present perfect continuous (have/has been + -ing)`,
      `Forma: have/has been + verbo in -ing (I've been using this app for years). Descrive un'attività iniziata nel passato che continua ancora, o che è appena finita e ha lasciato una traccia («I'm tired because I've been running»). Spesso si usa con «for» (durata) o «since» (punto di inizio).`,
    ],
    ko: [
      `현재완료 진행 (have/has been + -ing)`,
      `형태: have/has been + 동사-ing (I've been using this app for years). 과거에 시작해서 지금도 계속되는 일, 또는 방금 끝나서 흔적이 남은 일을 말해요("I'm tired because I've been running"). 기간을 나타내는 "for"나 시작점을 나타내는 "since"와 자주 함께 써요.`,
    ],
    ja: [
      `現在完了進行形（have/has been + -ing）`,
      `形：have/has been + 動詞の -ing 形（I've been using this app for years）。過去に始まって今も続いている動作や、終わったばかりで影響が残っている動作を表します（"I'm tired because I've been running"）。期間の "for" や起点の "since" とよく一緒に使います。`,
    ],
  },
  'en.past-continuous': {
    en: [
      `Past simple vs past continuous (was/were + -ing)`,
      `The past continuous (was/were + verb-ing) sets the scene: an action in progress at a moment in the past. The past simple (watched, went) tells the events that happen in that scene: "We were watching TV when the phone rang." Use the continuous for the longer background action, the simple for the short, finished one.`,
    ],
    fr: [
      `Prétérit ou passé progressif (was/were + -ing)`,
      `Le passé progressif (was/were + verbe en -ing) plante le décor : une action en cours à un moment du passé. Le prétérit (watched, went) raconte les événements qui surviennent dans ce décor : « We were watching TV when the phone rang. » Le progressif pour l'action longue en arrière-plan, le prétérit pour l'action courte et terminée.`,
    ],
    es: [
      `Pasado simple o pasado continuo (was/were + -ing)`,
      `El pasado continuo (was/were + verbo en -ing) describe la escena: una acción en curso en un momento del pasado. El pasado simple (watched, went) cuenta lo que ocurre en esa escena: «We were watching TV when the phone rang.» El continuo para la acción larga de fondo, el simple para la acción breve y terminada.`,
    ],
    de: [
      `Simple Past oder Past Continuous (was/were + -ing)`,
      `Das Past Continuous (was/were + Verb mit -ing) beschreibt den Hintergrund: eine Handlung, die zu einem Zeitpunkt in der Vergangenheit gerade lief. Das Simple Past (watched, went) erzählt, was in dieser Situation passiert: „We were watching TV when the phone rang.“ Die Verlaufsform für die längere Hintergrundhandlung, das Simple Past für die kurze, abgeschlossene.`,
    ],
    it: [
      `Past simple o past continuous (was/were + -ing)`,
      `Il past continuous (was/were + verbo in -ing) descrive lo sfondo: un'azione in corso in un momento del passato. Il past simple (watched, went) racconta gli eventi che accadono in quella scena: «We were watching TV when the phone rang.» Il continuous per l'azione lunga di sfondo, il simple per quella breve e conclusa.`,
    ],
    ko: [
      `과거형과 과거진행형 (was/were + -ing)`,
      `과거진행형(was/were + 동사-ing)은 과거의 어느 순간에 진행 중이던 일, 즉 배경을 보여 줘요. 과거형(watched, went)은 그 배경 속에서 일어난 사건을 말해요: "We were watching TV when the phone rang." 길게 이어지던 배경 동작에는 진행형, 짧게 끝난 동작에는 과거형을 써요.`,
    ],
    ja: [
      `過去形と過去進行形（was/were + -ing）`,
      `過去進行形（was/were + 動詞の -ing 形）は、過去のある時点で進行中だった動作、つまり場面の背景を表します。過去形（watched, went）はその場面で起きた出来事を表します："We were watching TV when the phone rang." 長く続いていた背景の動作には進行形、短く完了した動作には過去形を使います。`,
    ],
  },
  'en.going-to': {
    en: [
      `Future with "going to"`,
      `Form: am/is/are + going to + base verb (I'm going to buy it). Use it for plans you have already decided on and for predictions based on what you can see now ("Look at those clouds, it's going to rain"). In fast speech it often sounds like "gonna".`,
    ],
    fr: [
      `Le futur avec « going to »`,
      `Forme : am/is/are + going to + base verbale (I'm going to buy it). On l'utilise pour un projet déjà décidé et pour une prédiction fondée sur ce qu'on voit (« Look at those clouds, it's going to rain »). À l'oral rapide, on entend souvent « gonna ».`,
    ],
    es: [
      `Futuro con «going to»`,
      `Forma: am/is/are + going to + verbo en forma base (I'm going to buy it). Se usa para planes ya decididos y para predicciones basadas en lo que se ve ahora («Look at those clouds, it's going to rain»). Al hablar rápido suele sonar como «gonna».`,
    ],
    de: [
      `Zukunft mit „going to“`,
      `Form: am/is/are + going to + Grundform (I'm going to buy it). Man benutzt es für Pläne, die schon feststehen, und für Vorhersagen aufgrund dessen, was man gerade sieht („Look at those clouds, it's going to rain“). Schnell gesprochen klingt es oft wie „gonna“.`,
    ],
    it: [
      `Il futuro con «going to»`,
      `Forma: am/is/are + going to + forma base del verbo (I'm going to buy it). Si usa per progetti già decisi e per previsioni basate su ciò che si vede ora («Look at those clouds, it's going to rain»). Nel parlato veloce suona spesso come «gonna».`,
    ],
    ko: [
      `"going to" 미래`,
      `형태: am/is/are + going to + 동사원형 (I'm going to buy it). 이미 정해 둔 계획이나, 지금 보이는 상황을 근거로 한 예측에 써요("Look at those clouds, it's going to rain"). 빨리 말할 때는 "gonna"처럼 들리는 경우가 많아요.`,
    ],
    ja: [
      `"going to" の未来`,
      `形：am/is/are + going to + 動詞の原形（I'm going to buy it）。すでに決めている予定や、今見えている状況にもとづく予測に使います（"Look at those clouds, it's going to rain"）。速い会話では "gonna" のように聞こえることがよくあります。`,
    ],
  },
  'en.will-future': {
    en: [
      `Future with "will"`,
      `Form: will ('ll) + base verb; negative won't (We'll stay, It won't take long). Use it for decisions made at the moment of speaking ("I'll help you"), promises and offers, and predictions or opinions about the future ("I think it will be fine").`,
    ],
    fr: [
      `Le futur avec « will »`,
      `Forme : will ('ll) + base verbale ; négation won't (We'll stay, It won't take long). On l'emploie pour une décision prise au moment où l'on parle (« I'll help you »), pour les promesses et les offres, et pour les prédictions ou opinions sur l'avenir (« I think it will be fine »).`,
    ],
    es: [
      `Futuro con «will»`,
      `Forma: will ('ll) + verbo en forma base; negativa won't (We'll stay, It won't take long). Se usa para decisiones tomadas en el momento («I'll help you»), promesas y ofrecimientos, y predicciones u opiniones sobre el futuro («I think it will be fine»).`,
    ],
    de: [
      `Zukunft mit „will“`,
      `Form: will ('ll) + Grundform; verneint won't (We'll stay, It won't take long). Man benutzt es für spontane Entscheidungen beim Sprechen („I'll help you“), für Versprechen und Angebote sowie für Vorhersagen oder Meinungen über die Zukunft („I think it will be fine“).`,
    ],
    it: [
      `Il futuro con «will»`,
      `Forma: will ('ll) + forma base; negativo won't (We'll stay, It won't take long). Si usa per decisioni prese nel momento in cui si parla («I'll help you»), per promesse e offerte, e per previsioni o opinioni sul futuro («I think it will be fine»).`,
    ],
    ko: [
      `"will" 미래`,
      `형태: will('ll) + 동사원형, 부정은 won't (We'll stay, It won't take long). 말하는 순간에 내린 결정("I'll help you"), 약속이나 제안, 미래에 대한 예측이나 의견("I think it will be fine")에 써요.`,
    ],
    ja: [
      `"will" の未来`,
      `形：will（'ll）+ 動詞の原形、否定は won't（We'll stay, It won't take long）。話しているその場で決めたこと（"I'll help you"）、約束や申し出、未来についての予測や意見（"I think it will be fine"）に使います。`,
    ],
  },
  'en.first-conditional': {
    en: [
      `First conditional (if + present, will + verb)`,
      `Form: If + present simple, will + base verb (If it rains, we will stay home). It talks about a real possibility in the future and its likely result. Note that the if-part uses the present, not "will": say "if it rains", not "if it will rain". The two parts can swap places: "We'll stay home if it rains."`,
    ],
    fr: [
      `Conditionnel de type 1 (if + présent, will + verbe)`,
      `Forme : If + présent simple, will + base verbale (If it rains, we will stay home). Il exprime une possibilité réelle dans le futur et sa conséquence probable. Après « if » on met le présent, pas « will » : « if it rains », et non « if it will rain ». Les deux parties peuvent s'inverser : « We'll stay home if it rains. »`,
    ],
    es: [
      `Primer condicional (if + presente, will + verbo)`,
      `Forma: If + presente simple, will + verbo en forma base (If it rains, we will stay home). Habla de una posibilidad real en el futuro y su resultado probable. Tras «if» va el presente, no «will»: «if it rains», no «if it will rain». Las dos partes pueden cambiar de orden: «We'll stay home if it rains.»`,
    ],
    de: [
      `Conditional Typ 1 (if + Präsens, will + Verb)`,
      `Form: If + Simple Present, will + Grundform (If it rains, we will stay home). Er beschreibt eine echte Möglichkeit in der Zukunft und ihre wahrscheinliche Folge. Im if-Satz steht das Präsens, nicht „will“: „if it rains“, nicht „if it will rain“. Die Satzteile können die Plätze tauschen: „We'll stay home if it rains.“`,
    ],
    it: [
      `Periodo ipotetico di primo tipo (if + presente, will + verbo)`,
      `Forma: If + present simple, will + forma base (If it rains, we will stay home). Esprime una possibilità reale nel futuro e la sua conseguenza probabile. Dopo «if» si usa il presente, non «will»: «if it rains», non «if it will rain». Le due parti possono invertirsi: «We'll stay home if it rains.»`,
    ],
    ko: [
      `1형 조건문 (if + 현재, will + 동사)`,
      `형태: If + 현재형, will + 동사원형 (If it rains, we will stay home). 미래에 실제로 일어날 수 있는 일과 그 결과를 말해요. if 절에는 will이 아니라 현재형을 써요: "if it will rain"이 아니라 "if it rains". 두 부분의 순서를 바꿀 수도 있어요: "We'll stay home if it rains."`,
    ],
    ja: [
      `第一条件文（if + 現在形, will + 動詞）`,
      `形：If + 現在形, will + 動詞の原形（If it rains, we will stay home）。未来に実際に起こりうることと、その結果を表します。if の部分には will ではなく現在形を使います："if it will rain" ではなく "if it rains"。前後を入れ替えることもできます："We'll stay home if it rains."`,
    ],
  },
  'en.second-conditional': {
    en: [
      `Second conditional (if + past, would + verb)`,
      `Form: If + past simple, would + base verb (If I had more time, I would travel). It imagines a situation that is unreal or unlikely now, and its result. The past form here does not mean past time. With "be", careful speech uses "were" for every person: "If I were you, I'd ask."`,
    ],
    fr: [
      `Conditionnel de type 2 (if + prétérit, would + verbe)`,
      `Forme : If + prétérit, would + base verbale (If I had more time, I would travel). Il imagine une situation irréelle ou peu probable maintenant, et sa conséquence. Ici, le prétérit n'indique pas le passé. Avec « be », on dit soigneusement « were » à toutes les personnes : « If I were you, I'd ask. »`,
    ],
    es: [
      `Segundo condicional (if + pasado, would + verbo)`,
      `Forma: If + pasado simple, would + verbo en forma base (If I had more time, I would travel). Imagina una situación irreal o poco probable ahora y su resultado. Aquí la forma de pasado no indica tiempo pasado. Con «be», el inglés cuidado usa «were» para todas las personas: «If I were you, I'd ask.»`,
    ],
    de: [
      `Conditional Typ 2 (if + Past, would + Verb)`,
      `Form: If + Simple Past, would + Grundform (If I had more time, I would travel). Er stellt sich eine Situation vor, die jetzt unwirklich oder unwahrscheinlich ist, und ihre Folge. Die Vergangenheitsform bedeutet hier keine Vergangenheit. Bei „be“ steht in sorgfältiger Sprache „were“ für alle Personen: „If I were you, I'd ask.“`,
    ],
    it: [
      `Periodo ipotetico di secondo tipo (if + past, would + verbo)`,
      `Forma: If + past simple, would + forma base (If I had more time, I would travel). Immagina una situazione irreale o poco probabile adesso e la sua conseguenza. Qui la forma al passato non indica il passato. Con «be» l'inglese curato usa «were» per tutte le persone: «If I were you, I'd ask.»`,
    ],
    ko: [
      `2형 조건문 (if + 과거, would + 동사)`,
      `형태: If + 과거형, would + 동사원형 (If I had more time, I would travel). 지금 사실이 아니거나 일어날 가능성이 낮은 상황을 상상하고 그 결과를 말해요. 여기서 과거형은 과거 시간을 뜻하지 않아요. be 동사는 격식 있게 말할 때 모든 주어에 "were"를 써요: "If I were you, I'd ask."`,
    ],
    ja: [
      `第二条件文（if + 過去形, would + 動詞）`,
      `形：If + 過去形, would + 動詞の原形（If I had more time, I would travel）。今の事実と違うことや、起こりそうにないことを想像して、その結果を述べます。ここでの過去形は過去の時を表しません。be 動詞は、丁寧な英語ではどの主語でも "were" を使います："If I were you, I'd ask."`,
    ],
  },
  'en.phrasal-verbs': {
    en: [
      `Phrasal verbs (verb + particle)`,
      `A phrasal verb is a verb plus a small word like up, out, off, on or back, and together they often mean something new: give up (stop trying), find out (discover), pick up (lift, or collect). With an object pronoun, the pronoun goes in the middle: "pick it up", not "pick up it". Learn them as whole words.`,
    ],
    fr: [
      `Verbes à particule (verbe + particule)`,
      `Un « phrasal verb » est un verbe suivi d'un petit mot comme up, out, off, on ou back ; ensemble, ils prennent souvent un sens nouveau : give up (abandonner), find out (découvrir), pick up (ramasser, passer prendre). Un pronom complément se place au milieu : « pick it up », pas « pick up it ». Apprenez-les comme des mots entiers.`,
    ],
    es: [
      `Verbos frasales (verbo + partícula)`,
      `Un «phrasal verb» es un verbo seguido de una palabra corta como up, out, off, on o back, y juntos suelen significar algo nuevo: give up (rendirse), find out (averiguar), pick up (recoger). Un pronombre de objeto va en medio: «pick it up», no «pick up it». Apréndelos como palabras completas.`,
    ],
    de: [
      `Phrasal Verbs (Verb + Partikel)`,
      `Ein Phrasal Verb ist ein Verb mit einem kleinen Wort wie up, out, off, on oder back; zusammen bedeuten sie oft etwas Neues: give up (aufgeben), find out (herausfinden), pick up (aufheben, abholen). Ein Objektpronomen steht in der Mitte: „pick it up“, nicht „pick up it“. Lerne sie als ganze Wörter.`,
    ],
    it: [
      `Phrasal verbs (verbo + particella)`,
      `Un phrasal verb è un verbo seguito da una parolina come up, out, off, on o back, e insieme spesso hanno un significato nuovo: give up (arrendersi), find out (scoprire), pick up (raccogliere, andare a prendere). Un pronome oggetto va in mezzo: «pick it up», non «pick up it». Imparali come parole intere.`,
    ],
    ko: [
      `구동사 (동사 + 부사/전치사)`,
      `구동사는 동사에 up, out, off, on, back 같은 짧은 말이 붙어 새로운 뜻을 만드는 표현이에요: give up(포기하다), find out(알아내다), pick up(줍다, 데리러 가다). 목적어가 대명사이면 가운데에 넣어요: "pick up it"이 아니라 "pick it up". 한 단어처럼 통째로 외우세요.`,
    ],
    ja: [
      `句動詞（動詞 + 副詞・前置詞）`,
      `句動詞は、動詞に up, out, off, on, back などの短い語がついて、新しい意味になる表現です：give up（あきらめる）、find out（わかる・調べる）、pick up（拾う・迎えに行く）。目的語が代名詞のときは間に入れます："pick up it" ではなく "pick it up"。ひとつの単語として覚えましょう。`,
    ],
  },
  'en.modal-verbs': {
    en: [
      `Modal verbs (can, could, should, must, might)`,
      `Form: modal + base verb, with no "to" and no -s (She can swim, You should try). can = ability or permission, could = past ability or a polite request, should = advice, must = strong necessity, might = a small possibility. Negatives add not: can't, shouldn't, mustn't.`,
    ],
    fr: [
      `Verbes modaux (can, could, should, must, might)`,
      `Forme : modal + base verbale, sans « to » et sans -s (She can swim, You should try). can = capacité ou permission, could = capacité passée ou demande polie, should = conseil, must = obligation forte, might = petite possibilité. À la forme négative on ajoute not : can't, shouldn't, mustn't.`,
    ],
    es: [
      `Verbos modales (can, could, should, must, might)`,
      `Forma: modal + verbo en forma base, sin «to» y sin -s (She can swim, You should try). can = capacidad o permiso, could = capacidad pasada o petición educada, should = consejo, must = necesidad fuerte, might = posibilidad pequeña. La negativa añade not: can't, shouldn't, mustn't.`,
    ],
    de: [
      `Modalverben (can, could, should, must, might)`,
      `Form: Modalverb + Grundform, ohne „to“ und ohne -s (She can swim, You should try). can = Fähigkeit oder Erlaubnis, could = frühere Fähigkeit oder höfliche Bitte, should = Rat, must = starke Notwendigkeit, might = kleine Möglichkeit. Verneint mit not: can't, shouldn't, mustn't.`,
    ],
    it: [
      `Verbi modali (can, could, should, must, might)`,
      `Forma: modale + forma base, senza «to» e senza -s (She can swim, You should try). can = capacità o permesso, could = capacità passata o richiesta cortese, should = consiglio, must = forte necessità, might = piccola possibilità. Il negativo aggiunge not: can't, shouldn't, mustn't.`,
    ],
    ko: [
      `조동사 (can, could, should, must, might)`,
      `형태: 조동사 + 동사원형, to나 -s를 붙이지 않아요 (She can swim, You should try). can은 능력·허락, could는 과거의 능력이나 공손한 부탁, should는 조언, must는 강한 필요, might는 약한 가능성을 나타내요. 부정은 not을 붙여요: can't, shouldn't, mustn't.`,
    ],
    ja: [
      `助動詞（can, could, should, must, might）`,
      `形：助動詞 + 動詞の原形。to も -s もつけません（She can swim, You should try）。can は能力・許可、could は過去の能力やていねいな依頼、should は助言、must は強い必要、might は小さな可能性を表します。否定は not をつけます：can't, shouldn't, mustn't。`,
    ],
  },
  'en.comparatives': {
    en: [
      `Comparatives and superlatives`,
      `Short adjectives add -er / -est (big → bigger → the biggest); longer ones use more / the most (more expensive, the most beautiful). A few are irregular: good → better → best, bad → worse → worst. Compare two things with "than": "It's bigger than mine."`,
    ],
    fr: [
      `Comparatif et superlatif`,
      `Les adjectifs courts prennent -er / -est (big → bigger → the biggest) ; les plus longs utilisent more / the most (more expensive, the most beautiful). Quelques-uns sont irréguliers : good → better → best, bad → worse → worst. On compare deux choses avec « than » : « It's bigger than mine. »`,
    ],
    es: [
      `Comparativos y superlativos`,
      `Los adjetivos cortos añaden -er / -est (big → bigger → the biggest); los largos usan more / the most (more expensive, the most beautiful). Algunos son irregulares: good → better → best, bad → worse → worst. Para comparar dos cosas se usa «than»: «It's bigger than mine.»`,
    ],
    de: [
      `Komparativ und Superlativ`,
      `Kurze Adjektive bekommen -er / -est (big → bigger → the biggest); längere nehmen more / the most (more expensive, the most beautiful). Einige sind unregelmäßig: good → better → best, bad → worse → worst. Verglichen wird mit „than“: „It's bigger than mine.“`,
    ],
    it: [
      `Comparativi e superlativi`,
      `Gli aggettivi brevi aggiungono -er / -est (big → bigger → the biggest); quelli lunghi usano more / the most (more expensive, the most beautiful). Alcuni sono irregolari: good → better → best, bad → worse → worst. Per confrontare due cose si usa «than»: «It's bigger than mine.»`,
    ],
    ko: [
      `비교급과 최상급`,
      `짧은 형용사는 -er / -est를 붙이고 (big → bigger → the biggest), 긴 형용사는 more / the most를 앞에 써요 (more expensive, the most beautiful). good → better → best, bad → worse → worst처럼 불규칙한 것도 있어요. 두 가지를 비교할 때는 "than"을 써요: "It's bigger than mine."`,
    ],
    ja: [
      `比較級と最上級`,
      `短い形容詞は -er / -est をつけ（big → bigger → the biggest）、長い形容詞は more / the most を使います（more expensive, the most beautiful）。good → better → best, bad → worse → worst のような不規則なものもあります。二つを比べるときは "than" を使います："It's bigger than mine."`,
    ],
  },
  'en.passive': {
    en: [
      `Passive voice (be + past participle)`,
      `Form: a form of be + past participle (The house was built in 1990, It's called Lingoclip). The passive puts the thing that receives the action first, when the doer is unknown, obvious or less important. To name the doer, add "by": "It was written by a student."`,
    ],
    fr: [
      `La voix passive (be + participe passé)`,
      `Forme : be conjugué + participe passé (The house was built in 1990, It's called Lingoclip). Le passif met en avant ce qui subit l'action, quand l'auteur est inconnu, évident ou moins important. Pour nommer l'auteur, on ajoute « by » : « It was written by a student. »`,
    ],
    es: [
      `La voz pasiva (be + participio)`,
      `Forma: be conjugado + participio (The house was built in 1990, It's called Lingoclip). La pasiva pone delante lo que recibe la acción, cuando quien la hace es desconocido, obvio o menos importante. Para nombrar a quien la hace se añade «by»: «It was written by a student.»`,
    ],
    de: [
      `Passiv (be + Partizip)`,
      `Form: eine Form von be + Partizip Perfekt (The house was built in 1990, It's called Lingoclip). Das Passiv stellt das in den Vordergrund, womit etwas geschieht, wenn der Handelnde unbekannt, klar oder unwichtig ist. Den Handelnden nennt man mit „by“: „It was written by a student.“`,
    ],
    it: [
      `La forma passiva (be + participio passato)`,
      `Forma: be coniugato + participio passato (The house was built in 1990, It's called Lingoclip). Il passivo mette al primo posto ciò che subisce l'azione, quando chi la compie è sconosciuto, ovvio o meno importante. Per nominare chi compie l'azione si aggiunge «by»: «It was written by a student.»`,
    ],
    ko: [
      `수동태 (be + 과거분사)`,
      `형태: be 동사 + 과거분사 (The house was built in 1990, It's called Lingoclip). 행동을 하는 사람이 누군지 모르거나, 뻔하거나, 덜 중요할 때 행동을 받는 대상을 앞에 둬요. 행동한 사람을 밝히려면 "by"를 붙여요: "It was written by a student."`,
    ],
    ja: [
      `受動態（be + 過去分詞）`,
      `形：be 動詞 + 過去分詞（The house was built in 1990, It's called Lingoclip）。動作をする人がわからない、明らか、またはあまり重要でないときに、動作を受けるものを主語にします。動作をした人を言うときは "by" を使います："It was written by a student."`,
    ],
  },
};
