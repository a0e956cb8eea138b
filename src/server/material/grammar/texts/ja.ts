import type { PointTexts } from '../types.ts';

/** Titles and explanations of the Japanese points, in every UI language. */
export const JAPANESE_TEXTS: Record<string, PointTexts> = {
  'ja.desu-masu': {
    en: [
      `Polite forms です / ます`,
      `です follows nouns and adjectives (学生です, 高いです) and ます follows the verb's stem (行きます, 食べます). Together they make the polite style you use with people you don't know well. Their forms: ません (negative), ました (past), ませんでした (past negative), でした, ましょう (let's).`,
    ],
    fr: [
      `Formes polies です / ます`,
      `です suit les noms et les adjectifs (学生です, 高いです) et ます suit le radical du verbe (行きます, 食べます). Ensemble, ils forment le style poli qu'on utilise avec les personnes qu'on connaît peu. Leurs formes : ません (négatif), ました (passé), ませんでした (passé négatif), でした, ましょう (faisons…).`,
    ],
    es: [
      `Formas corteses です / ます`,
      `です va tras sustantivos y adjetivos (学生です, 高いです) y ます tras la raíz del verbo (行きます, 食べます). Juntos forman el estilo cortés que se usa con personas que no conoces bien. Sus formas: ません (negativo), ました (pasado), ませんでした (pasado negativo), でした, ましょう (vamos a…).`,
    ],
    de: [
      `Höflichkeitsformen です / ます`,
      `です folgt auf Nomen und Adjektive (学生です, 高いです), ます auf den Verbstamm (行きます, 食べます). Zusammen bilden sie den höflichen Stil für Menschen, die man nicht gut kennt. Ihre Formen: ません (verneint), ました (Vergangenheit), ませんでした (verneinte Vergangenheit), でした, ましょう (lass uns …).`,
    ],
    it: [
      `Forme cortesi です / ます`,
      `です segue nomi e aggettivi (学生です, 高いです) e ます segue la radice del verbo (行きます, 食べます). Insieme formano lo stile cortese che si usa con chi non si conosce bene. Le loro forme: ません (negativo), ました (passato), ませんでした (passato negativo), でした, ましょう (facciamo…).`,
    ],
    ko: [
      `존댓말 です / ます`,
      `です는 명사와 형용사 뒤에 (学生です, 高いです), ます는 동사의 연용형 뒤에 붙어요 (行きます, 食べます). 잘 모르는 사람에게 쓰는 정중한 말투를 만들어요. 활용형: ません(부정), ました(과거), ませんでした(과거 부정), でした, ましょう(~합시다).`,
    ],
    ja: [
      `です・ます（丁寧形）`,
      `です は名詞や形容詞のあと（学生です、高いです）、ます は動詞の連用形のあと（行きます、食べます）につきます。初対面や目上の人と話すときの丁寧な言い方です。ません（否定）、ました（過去）、ませんでした（過去の否定）、でした、ましょう（勧誘）の形も覚えましょう。`,
    ],
  },
  'ja.te-iru': {
    en: [
      `て-form + いる (ongoing action or state)`,
      `Form: verb て-form + いる / います (勉強しています, 読んでいる). It describes an action in progress ("I'm studying") or a state that results from an action (結婚しています = is married, 知っています = knows). In casual speech いる shortens: 読んでる, 見てる.`,
    ],
    fr: [
      `Forme en て + いる (action en cours ou état)`,
      `Forme : verbe à la forme en て + いる / います (勉強しています, 読んでいる). Elle décrit une action en cours (« je suis en train d'étudier ») ou un état qui résulte d'une action (結婚しています = être marié, 知っています = savoir). À l'oral familier, いる se raccourcit : 読んでる, 見てる.`,
    ],
    es: [
      `Forma て + いる (acción en curso o estado)`,
      `Forma: verbo en forma て + いる / います (勉強しています, 読んでいる). Describe una acción en curso («estoy estudiando») o un estado que resulta de una acción (結婚しています = estar casado, 知っています = saber). En el habla informal いる se acorta: 読んでる, 見てる.`,
    ],
    de: [
      `て-Form + いる (laufende Handlung oder Zustand)`,
      `Form: Verb in der て-Form + いる / います (勉強しています, 読んでいる). Es beschreibt eine laufende Handlung („ich lerne gerade“) oder einen Zustand als Folge einer Handlung (結婚しています = verheiratet sein, 知っています = wissen). Umgangssprachlich wird いる verkürzt: 読んでる, 見てる.`,
    ],
    it: [
      `Forma in て + いる (azione in corso o stato)`,
      `Forma: verbo in forma て + いる / います (勉強しています, 読んでいる). Descrive un'azione in corso («sto studiando») o uno stato risultante da un'azione (結婚しています = essere sposato, 知っています = sapere). Nel parlato informale いる si accorcia: 読んでる, 見てる.`,
    ],
    ko: [
      `て형 + いる (진행·상태)`,
      `형태: 동사 て형 + いる / います (勉強しています, 読んでいる). 지금 하고 있는 동작("공부하고 있어요")이나 어떤 동작의 결과로 이어지는 상태(結婚しています = 결혼했어요, 知っています = 알아요)를 나타내요. 편한 말에서는 いる가 줄어들어요: 読んでる, 見てる.`,
    ],
    ja: [
      `〜ている（進行・状態）`,
      `形：動詞のて形 + いる／います（勉強しています、読んでいる）。今している動作（進行）や、ある動作の結果として続いている状態（結婚しています、知っています）を表します。話し言葉では い が落ちて 読んでる、見てる のようになります。`,
    ],
  },
  'ja.te-kudasai': {
    en: [
      `Requests: て-form + ください`,
      `Form: verb て-form + ください (待ってください = please wait, 話してください = please speak). It is the standard polite request. For "please don't", use ない-form + でください: 行かないでください.`,
    ],
    fr: [
      `Demandes : forme en て + ください`,
      `Forme : verbe à la forme en て + ください (待ってください = attendez, s'il vous plaît ; 話してください = parlez, s'il vous plaît). C'est la demande polie standard. Pour « ne … pas, s'il vous plaît », forme en ない + でください : 行かないでください.`,
    ],
    es: [
      `Peticiones: forma て + ください`,
      `Forma: verbo en forma て + ください (待ってください = espere, por favor; 話してください = hable, por favor). Es la petición cortés estándar. Para «por favor, no…», se usa la forma ない + でください: 行かないでください.`,
    ],
    de: [
      `Bitten: て-Form + ください`,
      `Form: Verb in der て-Form + ください (待ってください = bitte warten Sie, 話してください = bitte sprechen Sie). Das ist die übliche höfliche Bitte. Für „bitte nicht …“ nimmt man die ない-Form + でください: 行かないでください.`,
    ],
    it: [
      `Richieste: forma in て + ください`,
      `Forma: verbo in forma て + ください (待ってください = aspetti, per favore; 話してください = parli, per favore). È la richiesta cortese standard. Per «per favore, non…» si usa la forma in ない + でください: 行かないでください.`,
    ],
    ko: [
      `부탁 て형 + ください`,
      `형태: 동사 て형 + ください (待ってください = 기다려 주세요, 話してください = 말해 주세요). 가장 기본적인 정중한 부탁 표현이에요. "~하지 마세요"는 ない형 + でください로 말해요: 行かないでください.`,
    ],
    ja: [
      `〜てください（依頼）`,
      `形：動詞のて形 + ください（待ってください、話してください）。相手にていねいに頼むときの基本の言い方です。「〜しないでください」は ない形 + でください で表します：行かないでください。`,
    ],
  },
  'ja.past': {
    en: [
      `Past tense: ました / た`,
      `Polite past: ます → ました (見ました, 行きました). Plain past: the た-form, made like the て-form with た/だ instead of て/で (見た, 読んだ, 行った). Adjectives: 高い → 高かった; negative past: なかった, ませんでした.`,
    ],
    fr: [
      `Le passé : ました / た`,
      `Passé poli : ます → ました (見ました, 行きました). Passé neutre : la forme en た, construite comme la forme en て avec た/だ au lieu de て/で (見た, 読んだ, 行った). Adjectifs : 高い → 高かった ; passé négatif : なかった, ませんでした.`,
    ],
    es: [
      `El pasado: ました / た`,
      `Pasado cortés: ます → ました (見ました, 行きました). Pasado llano: la forma た, que se hace como la forma て con た/だ en lugar de て/で (見た, 読んだ, 行った). Adjetivos: 高い → 高かった; pasado negativo: なかった, ませんでした.`,
    ],
    de: [
      `Vergangenheit: ました / た`,
      `Höfliche Vergangenheit: ます → ました (見ました, 行きました). Einfache Vergangenheit: die た-Form, gebildet wie die て-Form, nur mit た/だ statt て/で (見た, 読んだ, 行った). Adjektive: 高い → 高かった; verneinte Vergangenheit: なかった, ませんでした.`,
    ],
    it: [
      `Il passato: ました / た`,
      `Passato cortese: ます → ました (見ました, 行きました). Passato piano: la forma in た, che si forma come la forma in て con た/だ al posto di て/で (見た, 読んだ, 行った). Aggettivi: 高い → 高かった; passato negativo: なかった, ませんでした.`,
    ],
    ko: [
      `과거형 ました / た`,
      `정중한 과거: ます → ました (見ました, 行きました). 보통체 과거는 た형으로, て형과 같은 방법으로 만들고 て/で 대신 た/だ를 붙여요 (見た, 読んだ, 行った). 형용사는 高い → 高かった, 과거 부정은 なかった, ませんでした예요.`,
    ],
    ja: [
      `過去形（〜ました・〜た）`,
      `丁寧な過去は ます → ました（見ました、行きました）。普通体の過去は た形で、て形と同じ作り方で て/で を た/だ にかえます（見た、読んだ、行った）。い形容詞は 高い → 高かった、過去の否定は なかった・ませんでした です。`,
    ],
  },
  'ja.particle.wa-ga': {
    en: [
      `Particles は (topic) vs が (subject)`,
      `は (pronounced "wa") marks the topic: what you are talking about, often contrasting it with something else (私は学生です). が marks the subject, especially new information, the answer to "who/what?", and the thing that is liked, wanted or possible (漢字が読めます, 猫が好きです).`,
    ],
    fr: [
      `Particules は (thème) et が (sujet)`,
      `は (prononcé « wa ») marque le thème : ce dont on parle, souvent en contraste avec autre chose (私は学生です). が marque le sujet, surtout une information nouvelle, la réponse à « qui/quoi ? », et ce qu'on aime, veut ou peut faire (漢字が読めます, 猫が好きです).`,
    ],
    es: [
      `Partículas は (tema) y が (sujeto)`,
      `は (se pronuncia «wa») marca el tema: de qué se habla, a menudo en contraste con otra cosa (私は学生です). が marca el sujeto, sobre todo información nueva, la respuesta a «¿quién/qué?» y lo que gusta, se quiere o se puede hacer (漢字が読めます, 猫が好きです).`,
    ],
    de: [
      `Partikeln は (Thema) und が (Subjekt)`,
      `は (gesprochen „wa“) markiert das Thema, worüber man spricht, oft im Kontrast zu etwas anderem (私は学生です). が markiert das Subjekt, besonders neue Information, die Antwort auf „wer/was?“ und das, was man mag, will oder kann (漢字が読めます, 猫が好きです).`,
    ],
    it: [
      `Particelle は (tema) e が (soggetto)`,
      `は (si pronuncia «wa») segna il tema: ciò di cui si parla, spesso in contrasto con altro (私は学生です). が segna il soggetto, soprattutto un'informazione nuova, la risposta a «chi/che cosa?» e ciò che piace, si vuole o si può fare (漢字が読めます, 猫が好きです).`,
    ],
    ko: [
      `조사 は와 が`,
      `は("와"로 발음)는 화제, 즉 무엇에 대한 이야기인지를 나타내고 대조의 느낌이 있을 때가 많아요 (私は学生です). が는 주어를 나타내며 새로운 정보, "누가/무엇이"에 대한 답, 좋아하거나 원하거나 할 수 있는 대상에 써요 (漢字が読めます, 猫が好きです). 한국어의 은/는, 이/가와 아주 비슷해요.`,
    ],
    ja: [
      `助詞「は」と「が」`,
      `「は」は話題（何について話すか）を示し、ほかのものとの対比を表すこともあります（私は学生です）。「が」は主語を示し、新しい情報や「だれが・何が」の答え、好き・ほしい・できることの対象に使います（漢字が読めます、猫が好きです）。`,
    ],
  },
  'ja.particle.wo': {
    en: [
      `Object particle を`,
      `を (pronounced "o") marks the direct object, the thing the action is done to: ご飯を食べる (eat rice), 映画を見る (watch a movie). It also marks the place you move through or leave: 公園を散歩する (walk in the park), 家を出る (leave home).`,
    ],
    fr: [
      `Particule d'objet を`,
      `を (prononcé « o ») marque le complément d'objet direct, ce sur quoi porte l'action : ご飯を食べる (manger du riz), 映画を見る (regarder un film). Il marque aussi le lieu qu'on traverse ou qu'on quitte : 公園を散歩する (se promener dans le parc), 家を出る (sortir de chez soi).`,
    ],
    es: [
      `Partícula de objeto を`,
      `を (se pronuncia «o») marca el objeto directo, aquello sobre lo que recae la acción: ご飯を食べる (comer arroz), 映画を見る (ver una película). También marca el lugar por donde se pasa o del que se sale: 公園を散歩する (pasear por el parque), 家を出る (salir de casa).`,
    ],
    de: [
      `Objektpartikel を`,
      `を (gesprochen „o“) markiert das direkte Objekt, womit etwas getan wird: ご飯を食べる (Reis essen), 映画を見る (einen Film sehen). Sie markiert auch den Ort, durch den man sich bewegt oder den man verlässt: 公園を散歩する (im Park spazieren), 家を出る (das Haus verlassen).`,
    ],
    it: [
      `Particella dell'oggetto を`,
      `を (si pronuncia «o») segna il complemento oggetto, ciò su cui ricade l'azione: ご飯を食べる (mangiare riso), 映画を見る (guardare un film). Segna anche il luogo che si attraversa o da cui si esce: 公園を散歩する (passeggiare nel parco), 家を出る (uscire di casa).`,
    ],
    ko: [
      `목적격 조사 を`,
      `を("오"로 발음)는 동작의 대상인 목적어를 나타내며 한국어의 을/를에 해당해요: ご飯を食べる(밥을 먹다), 映画を見る(영화를 보다). 지나가거나 떠나는 장소에도 써요: 公園を散歩する(공원을 산책하다), 家を出る(집을 나서다).`,
    ],
    ja: [
      `助詞「を」`,
      `「を」は動作の対象（目的語）を示します：ご飯を食べる、映画を見る。また、通過する場所や離れる場所も表します：公園を散歩する、家を出る。`,
    ],
  },
  'ja.particle.ni-de': {
    en: [
      `Particles に vs で`,
      `に marks a destination, a point in time, where something exists, and the person you give to or meet: 日本に行く, 三時に, 駅にいる. で marks where an action happens and the means you use: 図書館で読む (read at the library), バスで行く (go by bus). Both can translate "at/in" — ask whether something is there (に) or something is done there (で).`,
    ],
    fr: [
      `Particules に et で`,
      `に marque la destination, le moment, le lieu où quelque chose se trouve, et la personne à qui l'on donne ou qu'on rencontre : 日本に行く, 三時に, 駅にいる. で marque le lieu où se passe une action et le moyen utilisé : 図書館で読む (lire à la bibliothèque), バスで行く (y aller en bus). Les deux se traduisent par « à/dans » : demandez-vous si la chose s'y trouve (に) ou si l'on y fait quelque chose (で).`,
    ],
    es: [
      `Partículas に y で`,
      `に marca el destino, el momento, el lugar donde algo existe y la persona a quien se da algo o con quien se queda: 日本に行く, 三時に, 駅にいる. で marca dónde ocurre una acción y el medio que se usa: 図書館で読む (leer en la biblioteca), バスで行く (ir en autobús). Ambas pueden traducirse «en»: pregúntate si algo está ahí (に) o si se hace algo ahí (で).`,
    ],
    de: [
      `Partikeln に und で`,
      `に markiert Ziel, Zeitpunkt, den Ort, an dem etwas ist, und die Person, der man etwas gibt oder die man trifft: 日本に行く, 三時に, 駅にいる. で markiert, wo eine Handlung stattfindet, und das Mittel: 図書館で読む (in der Bibliothek lesen), バスで行く (mit dem Bus fahren). Beide heißen oft „in/an“ – frag dich, ob etwas dort ist (に) oder dort getan wird (で).`,
    ],
    it: [
      `Particelle に e で`,
      `に segna la destinazione, il momento, il luogo in cui qualcosa si trova e la persona a cui si dà o che si incontra: 日本に行く, 三時に, 駅にいる. で segna dove avviene un'azione e il mezzo usato: 図書館で読む (leggere in biblioteca), バスで行く (andare in autobus). Entrambe si traducono «a/in»: chiediti se qualcosa si trova lì (に) o se lì si fa qualcosa (で).`,
    ],
    ko: [
      `조사 に와 で`,
      `に는 목적지, 시간, 존재하는 장소, 주거나 만나는 상대를 나타내요: 日本に行く(일본에 가다), 三時に(세 시에), 駅にいる(역에 있다). で는 동작이 일어나는 장소와 수단을 나타내요: 図書館で読む(도서관에서 읽다), バスで行く(버스로 가다). 대체로 に는 한국어 "에", で는 "에서/로"에 가까워요.`,
    ],
    ja: [
      `助詞「に」と「で」`,
      `「に」は行き先、時間、ものが存在する場所、あげる相手や会う相手を示します：日本に行く、三時に、駅にいる。「で」は動作が行われる場所と手段を示します：図書館で読む、バスで行く。「そこにある」なら に、「そこで何かをする」なら で と考えましょう。`,
    ],
  },
  'ja.tai': {
    en: [
      `Wanting to: verb stem + たい`,
      `Form: the ます-stem + たい (行きたい = I want to go, 食べたいです = I want to eat). たい conjugates like an い-adjective: 行きたくない (don't want to go), 行きたかった (wanted to go). The thing you want to do can take が instead of を: 水が飲みたい.`,
    ],
    fr: [
      `Vouloir faire : radical + たい`,
      `Forme : radical en ます + たい (行きたい = je veux y aller, 食べたいです = je veux manger). たい se conjugue comme un adjectif en い : 行きたくない (je ne veux pas y aller), 行きたかった (je voulais y aller). L'objet désiré peut prendre が au lieu de を : 水が飲みたい.`,
    ],
    es: [
      `Querer hacer: raíz + たい`,
      `Forma: raíz de ます + たい (行きたい = quiero ir, 食べたいです = quiero comer). たい se conjuga como un adjetivo en い: 行きたくない (no quiero ir), 行きたかった (quería ir). El objeto deseado puede llevar が en lugar de を: 水が飲みたい.`,
    ],
    de: [
      `Etwas tun wollen: Stamm + たい`,
      `Form: ます-Stamm + たい (行きたい = ich will hingehen, 食べたいです = ich möchte essen). たい wird wie ein い-Adjektiv gebeugt: 行きたくない (will nicht hin), 行きたかった (wollte hin). Das Gewünschte kann が statt を bekommen: 水が飲みたい.`,
    ],
    it: [
      `Voler fare: radice + たい`,
      `Forma: radice in ます + たい (行きたい = voglio andare, 食べたいです = voglio mangiare). たい si coniuga come un aggettivo in い: 行きたくない (non voglio andare), 行きたかった (volevo andare). L'oggetto desiderato può prendere が invece di を: 水が飲みたい.`,
    ],
    ko: [
      `바람 たい (~하고 싶다)`,
      `형태: 동사 ます형 어간 + たい (行きたい = 가고 싶다, 食べたいです = 먹고 싶어요). たい는 い형용사처럼 활용해요: 行きたくない(가고 싶지 않다), 行きたかった(가고 싶었다). 원하는 대상에 を 대신 が를 쓰기도 해요: 水が飲みたい.`,
    ],
    ja: [
      `〜たい（希望）`,
      `形：動詞のます形の語幹 + たい（行きたい、食べたいです）。たい は い形容詞と同じように活用します：行きたくない、行きたかった。したいことの対象には を のかわりに が を使うこともあります：水が飲みたい。`,
    ],
  },
  'ja.nai': {
    en: [
      `Negative: ない and ません`,
      `Plain negative: the ない-form. For る-verbs drop る and add ない (食べない); for u-verbs change the final u-sound to an a-sound + ない (行く → 行かない, 買う → 買わない); する → しない, 来る → 来ない. Polite negative: ます → ません (食べません). Past: なかった, ませんでした.`,
    ],
    fr: [
      `La négation : ない et ません`,
      `Négation neutre : la forme en ない. Verbes en る : on enlève る et on ajoute ない (食べない) ; verbes en u : le son final u devient a + ない (行く → 行かない, 買う → 買わない) ; する → しない, 来る → 来ない. Négation polie : ます → ません (食べません). Passé : なかった, ませんでした.`,
    ],
    es: [
      `La negación: ない y ません`,
      `Negativo llano: la forma ない. En los verbos en る se quita る y se añade ない (食べない); en los verbos en u, el sonido final u pasa a a + ない (行く → 行かない, 買う → 買わない); する → しない, 来る → 来ない. Negativo cortés: ます → ません (食べません). Pasado: なかった, ませんでした.`,
    ],
    de: [
      `Verneinung: ない und ません`,
      `Einfache Verneinung: die ない-Form. Bei る-Verben fällt る weg, dazu kommt ない (食べない); bei u-Verben wird der u-Laut am Ende zum a-Laut + ない (行く → 行かない, 買う → 買わない); する → しない, 来る → 来ない. Höflich: ます → ません (食べません). Vergangenheit: なかった, ませんでした.`,
    ],
    it: [
      `La negazione: ない e ません`,
      `Negativo piano: la forma in ない. Nei verbi in る si toglie る e si aggiunge ない (食べない); nei verbi in u il suono finale u diventa a + ない (行く → 行かない, 買う → 買わない); する → しない, 来る → 来ない. Negativo cortese: ます → ません (食べません). Passato: なかった, ませんでした.`,
    ],
    ko: [
      `부정 ない와 ません`,
      `보통체 부정은 ない형이에요. る동사는 る를 빼고 ない를 붙이고 (食べない), 5단동사는 끝의 う단을 あ단으로 바꾸고 ない를 붙여요 (行く → 行かない, 買う → 買わない). する → しない, 来る → 来ない. 정중한 부정은 ます → ません (食べません), 과거는 なかった, ませんでした예요.`,
    ],
    ja: [
      `否定（〜ない・〜ません）`,
      `普通体の否定は ない形です。一段動詞は る をとって ない（食べない）、五段動詞は語尾のう段をあ段にかえて ない（行く → 行かない、買う → 買わない）、する → しない、来る → 来ない。丁寧な否定は ます → ません（食べません）、過去は なかった・ませんでした です。`,
    ],
  },
  'ja.potential': {
    en: [
      `Potential form (can do)`,
      `For u-verbs, change the final u-sound to an e-sound + る: 読む → 読める, 話す → 話せる, 行く → 行ける. For る-verbs add られる: 食べられる, 見られる (often shortened to 見れる in speech). する becomes できる. The thing you can do usually takes が: 漢字が読めます.`,
    ],
    fr: [
      `La forme potentielle (pouvoir faire)`,
      `Verbes en u : le son final u devient e + る : 読む → 読める, 話す → 話せる, 行く → 行ける. Verbes en る : on ajoute られる : 食べられる, 見られる (souvent 見れる à l'oral). する devient できる. Ce qu'on sait faire prend souvent が : 漢字が読めます.`,
    ],
    es: [
      `La forma potencial (poder hacer)`,
      `En los verbos en u, el sonido final u pasa a e + る: 読む → 読める, 話す → 話せる, 行く → 行ける. En los verbos en る se añade られる: 食べられる, 見られる (al hablar, a menudo 見れる). する se convierte en できる. Lo que se puede hacer suele llevar が: 漢字が読めます.`,
    ],
    de: [
      `Potentialform (etwas tun können)`,
      `Bei u-Verben wird der u-Laut am Ende zum e-Laut + る: 読む → 読める, 話す → 話せる, 行く → 行ける. Bei る-Verben kommt られる dazu: 食べられる, 見られる (gesprochen oft 見れる). する wird zu できる. Was man kann, steht meist mit が: 漢字が読めます.`,
    ],
    it: [
      `La forma potenziale (poter fare)`,
      `Nei verbi in u il suono finale u diventa e + る: 読む → 読める, 話す → 話せる, 行く → 行ける. Nei verbi in る si aggiunge られる: 食べられる, 見られる (nel parlato spesso 見れる). する diventa できる. Ciò che si sa fare prende di solito が: 漢字が読めます.`,
    ],
    ko: [
      `가능형 (~할 수 있다)`,
      `5단동사는 끝의 う단을 え단으로 바꾸고 る를 붙여요: 読む → 読める, 話す → 話せる, 行く → 行ける. る동사는 られる를 붙여요: 食べられる, 見られる (말할 때는 見れる라고도 해요). する는 できる가 돼요. 할 수 있는 대상에는 보통 が를 써요: 漢字が読めます.`,
    ],
    ja: [
      `可能形（〜できる）`,
      `五段動詞は語尾のう段をえ段にかえて る をつけます：読む → 読める、話す → 話せる、行く → 行ける。一段動詞は られる をつけます：食べられる、見られる（話し言葉では 見れる とも言います）。する は できる になります。できることの対象には ふつう が を使います：漢字が読めます。`,
    ],
  },
};
