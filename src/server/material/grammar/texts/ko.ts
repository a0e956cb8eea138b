import type { PointTexts } from '../types.ts';

/** Titles and explanations of the Korean points, in every UI language. */
export const KOREAN_TEXTS: Record<string, PointTexts> = {
  'ko.ending.a-eo-yo': {
    en: [
      `Polite ending -아요/-어요`,
      `The everyday polite style: verb stem + 아요 after ㅏ or ㅗ (가요, 좋아요), + 어요 after other vowels (먹어요, 쉬어요), and 하다 → 해요. Vowels often merge: 보 + 아요 → 봐요, 마시 + 어요 → 마셔요. Nouns take 이에요/예요 (학생이에요, 친구예요). The same form works for statements and questions; only the intonation changes.`,
    ],
    fr: [
      `Terminaison polie -아요/-어요`,
      `Le style poli de tous les jours : radical + 아요 après ㅏ ou ㅗ (가요, 좋아요), + 어요 après les autres voyelles (먹어요, 쉬어요), et 하다 → 해요. Les voyelles fusionnent souvent : 보 + 아요 → 봐요, 마시 + 어요 → 마셔요. Les noms prennent 이에요/예요 (학생이에요, 친구예요). La même forme sert aux affirmations et aux questions ; seule l'intonation change.`,
    ],
    es: [
      `Terminación cortés -아요/-어요`,
      `El estilo cortés de todos los días: raíz + 아요 después de ㅏ u ㅗ (가요, 좋아요), + 어요 después de otras vocales (먹어요, 쉬어요), y 하다 → 해요. Las vocales suelen fusionarse: 보 + 아요 → 봐요, 마시 + 어요 → 마셔요. Los sustantivos llevan 이에요/예요 (학생이에요, 친구예요). La misma forma sirve para afirmar y preguntar; solo cambia la entonación.`,
    ],
    de: [
      `Höfliche Endung -아요/-어요`,
      `Der höfliche Alltagsstil: Stamm + 아요 nach ㅏ oder ㅗ (가요, 좋아요), + 어요 nach anderen Vokalen (먹어요, 쉬어요), und 하다 → 해요. Vokale verschmelzen oft: 보 + 아요 → 봐요, 마시 + 어요 → 마셔요. Nomen bekommen 이에요/예요 (학생이에요, 친구예요). Dieselbe Form dient für Aussagen und Fragen; nur die Intonation ändert sich.`,
    ],
    it: [
      `Desinenza cortese -아요/-어요`,
      `Lo stile cortese di tutti i giorni: radice + 아요 dopo ㅏ o ㅗ (가요, 좋아요), + 어요 dopo le altre vocali (먹어요, 쉬어요), e 하다 → 해요. Le vocali spesso si fondono: 보 + 아요 → 봐요, 마시 + 어요 → 마셔요. I nomi prendono 이에요/예요 (학생이에요, 친구예요). La stessa forma vale per affermazioni e domande; cambia solo l'intonazione.`,
    ],
    ko: [
      `해요체 어미 -아요/-어요`,
      `일상에서 가장 많이 쓰는 높임 어미예요. 어간의 모음이 ㅏ, ㅗ이면 -아요 (가요, 좋아요), 그 밖의 모음이면 -어요 (먹어요, 쉬어요), 하다는 해요가 돼요. 모음이 줄어들기도 해요: 보 + 아요 → 봐요, 마시 + 어요 → 마셔요. 명사 뒤에는 이에요/예요를 써요 (학생이에요, 친구예요). 평서문과 의문문의 형태가 같고 억양만 달라요.`,
    ],
    ja: [
      `丁寧な語尾 -아요/-어요（ヘヨ体）`,
      `日常でいちばんよく使う丁寧な言い方です。語幹の母音が ㅏ・ㅗ なら -아요（가요, 좋아요）、それ以外なら -어요（먹어요, 쉬어요）、하다 は 해요 になります。母音が縮まることも多いです：보 + 아요 → 봐요、마시 + 어요 → 마셔요。名詞には 이에요/예요 をつけます（학생이에요, 친구예요）。平叙文と疑問文は同じ形で、イントネーションだけが変わります。`,
    ],
  },
  'ko.future.l-geoyeyo': {
    en: [
      `Future -(으)ㄹ 거예요`,
      `Form: verb stem + ㄹ 거예요 after a vowel (갈 거예요, 만날 거예요), + 을 거예요 after a consonant (먹을 거예요). It says what you will do or what you think will happen: "내일 친구를 만날 거예요." In casual speech it becomes -(으)ㄹ 거야, in formal speech -(으)ㄹ 겁니다.`,
    ],
    fr: [
      `Futur -(으)ㄹ 거예요`,
      `Forme : radical + ㄹ 거예요 après une voyelle (갈 거예요, 만날 거예요), + 을 거예요 après une consonne (먹을 거예요). On l'emploie pour ce qu'on va faire ou ce qu'on pense qui va arriver : « 내일 친구를 만날 거예요. » À l'oral familier : -(으)ㄹ 거야 ; en style formel : -(으)ㄹ 겁니다.`,
    ],
    es: [
      `Futuro -(으)ㄹ 거예요`,
      `Forma: raíz + ㄹ 거예요 tras vocal (갈 거예요, 만날 거예요), + 을 거예요 tras consonante (먹을 거예요). Dice lo que vas a hacer o lo que crees que pasará: «내일 친구를 만날 거예요.» En registro informal es -(으)ㄹ 거야, y en formal -(으)ㄹ 겁니다.`,
    ],
    de: [
      `Zukunft -(으)ㄹ 거예요`,
      `Form: Stamm + ㄹ 거예요 nach Vokal (갈 거예요, 만날 거예요), + 을 거예요 nach Konsonant (먹을 거예요). Damit sagt man, was man tun wird oder was vermutlich passiert: „내일 친구를 만날 거예요.“ Umgangssprachlich heißt es -(으)ㄹ 거야, formell -(으)ㄹ 겁니다.`,
    ],
    it: [
      `Futuro -(으)ㄹ 거예요`,
      `Forma: radice + ㄹ 거예요 dopo vocale (갈 거예요, 만날 거예요), + 을 거예요 dopo consonante (먹을 거예요). Indica ciò che farai o ciò che pensi succederà: «내일 친구를 만날 거예요.» Nel parlato informale diventa -(으)ㄹ 거야, in quello formale -(으)ㄹ 겁니다.`,
    ],
    ko: [
      `미래 -(으)ㄹ 거예요`,
      `형태: 받침이 없으면 어간 + ㄹ 거예요 (갈 거예요, 만날 거예요), 받침이 있으면 + 을 거예요 (먹을 거예요). 앞으로 할 일이나 일어날 것 같은 일을 말해요: "내일 친구를 만날 거예요." 반말로는 -(으)ㄹ 거야, 격식체로는 -(으)ㄹ 겁니다라고 해요.`,
    ],
    ja: [
      `未来 -(으)ㄹ 거예요`,
      `形：パッチムがなければ語幹 + ㄹ 거예요（갈 거예요, 만날 거예요）、あれば + 을 거예요（먹을 거예요）。これからすることや、起こりそうなことを表します："내일 친구를 만날 거예요." パンマルでは -(으)ㄹ 거야、かしこまった言い方では -(으)ㄹ 겁니다 になります。`,
    ],
  },
  'ko.go-sipda': {
    en: [
      `Wanting to: -고 싶다`,
      `Form: verb stem + 고 싶다, usually said as 고 싶어요 (가고 싶어요 = I want to go, 먹고 싶어요 = I want to eat). It is used for what I or you want; for someone else, Korean says -고 싶어 해요 (친구가 가고 싶어 해요). Past: -고 싶었어요.`,
    ],
    fr: [
      `Vouloir faire : -고 싶다`,
      `Forme : radical + 고 싶다, le plus souvent 고 싶어요 (가고 싶어요 = je veux y aller, 먹고 싶어요 = je veux manger). On l'emploie pour « je » ou « tu » ; pour une autre personne on dit -고 싶어 해요 (친구가 가고 싶어 해요). Au passé : -고 싶었어요.`,
    ],
    es: [
      `Querer hacer: -고 싶다`,
      `Forma: raíz + 고 싶다, normalmente 고 싶어요 (가고 싶어요 = quiero ir, 먹고 싶어요 = quiero comer). Se usa para lo que quiero yo o quieres tú; para otra persona se dice -고 싶어 해요 (친구가 가고 싶어 해요). Pasado: -고 싶었어요.`,
    ],
    de: [
      `Etwas tun wollen: -고 싶다`,
      `Form: Stamm + 고 싶다, meist als 고 싶어요 (가고 싶어요 = ich will hingehen, 먹고 싶어요 = ich will essen). Es gilt für „ich“ und „du“; bei anderen Personen sagt man -고 싶어 해요 (친구가 가고 싶어 해요). Vergangenheit: -고 싶었어요.`,
    ],
    it: [
      `Voler fare: -고 싶다`,
      `Forma: radice + 고 싶다, di solito 고 싶어요 (가고 싶어요 = voglio andare, 먹고 싶어요 = voglio mangiare). Si usa per ciò che voglio io o vuoi tu; per un'altra persona si dice -고 싶어 해요 (친구가 가고 싶어 해요). Passato: -고 싶었어요.`,
    ],
    ko: [
      `바람 -고 싶다`,
      `형태: 동사 어간 + 고 싶다, 보통 고 싶어요라고 말해요 (가고 싶어요, 먹고 싶어요). 나나 상대방이 원하는 것을 말할 때 쓰고, 다른 사람이 원하는 것은 -고 싶어 하다로 말해요 (친구가 가고 싶어 해요). 과거는 -고 싶었어요예요.`,
    ],
    ja: [
      `願望 -고 싶다（〜したい）`,
      `形：動詞の語幹 + 고 싶다、ふつうは 고 싶어요 と言います（가고 싶어요 = 行きたいです、먹고 싶어요 = 食べたいです）。自分や相手の希望に使い、第三者の希望は -고 싶어 하다 で表します（친구가 가고 싶어 해요）。過去は -고 싶었어요 です。`,
    ],
  },
  'ko.past.at-eot': {
    en: [
      `Past tense -았/었-`,
      `Form: verb stem + 았 after ㅏ or ㅗ, + 었 after other vowels, then the ending: 갔어요 (가다), 먹었어요 (먹다), 봤어요 (보다); 하다 → 했어요. Nouns use 이었어요/였어요 (학생이었어요, 친구였어요). The 았/었 part marks the past before any ending: 먹었지만, 갔으니까.`,
    ],
    fr: [
      `Le passé -았/었-`,
      `Forme : radical + 았 après ㅏ ou ㅗ, + 었 après les autres voyelles, puis la terminaison : 갔어요 (가다), 먹었어요 (먹다), 봤어요 (보다) ; 하다 → 했어요. Les noms prennent 이었어요/였어요 (학생이었어요, 친구였어요). 았/었 marque le passé devant n'importe quelle terminaison : 먹었지만, 갔으니까.`,
    ],
    es: [
      `El pasado -았/었-`,
      `Forma: raíz + 았 tras ㅏ u ㅗ, + 었 tras otras vocales, y luego la terminación: 갔어요 (가다), 먹었어요 (먹다), 봤어요 (보다); 하다 → 했어요. Los sustantivos usan 이었어요/였어요 (학생이었어요, 친구였어요). 았/었 marca el pasado delante de cualquier terminación: 먹었지만, 갔으니까.`,
    ],
    de: [
      `Vergangenheit -았/었-`,
      `Form: Stamm + 았 nach ㅏ oder ㅗ, + 었 nach anderen Vokalen, dann die Endung: 갔어요 (가다), 먹었어요 (먹다), 봤어요 (보다); 하다 → 했어요. Nomen nehmen 이었어요/였어요 (학생이었어요, 친구였어요). 았/었 markiert die Vergangenheit vor jeder Endung: 먹었지만, 갔으니까.`,
    ],
    it: [
      `Il passato -았/었-`,
      `Forma: radice + 았 dopo ㅏ o ㅗ, + 었 dopo le altre vocali, poi la desinenza: 갔어요 (가다), 먹었어요 (먹다), 봤어요 (보다); 하다 → 했어요. I nomi usano 이었어요/였어요 (학생이었어요, 친구였어요). 았/었 segna il passato prima di qualsiasi desinenza: 먹었지만, 갔으니까.`,
    ],
    ko: [
      `과거 -았/었-`,
      `형태: 어간의 모음이 ㅏ, ㅗ이면 -았-, 그 밖이면 -었-을 붙이고 어미를 이어요: 갔어요(가다), 먹었어요(먹다), 봤어요(보다), 하다는 했어요. 명사 뒤에는 이었어요/였어요를 써요 (학생이었어요, 친구였어요). -았/었-은 어떤 어미 앞에도 들어가요: 먹었지만, 갔으니까.`,
    ],
    ja: [
      `過去 -았/었-`,
      `形：語幹の母音が ㅏ・ㅗ なら -았-、それ以外なら -었- をつけ、語尾を続けます：갔어요（가다）、먹었어요（먹다）、봤어요（보다）、하다 は 했어요。名詞には 이었어요/였어요 を使います（학생이었어요, 친구였어요）。-았/었- はどんな語尾の前にも入ります：먹었지만, 갔으니까。`,
    ],
  },
  'ko.particle.topic-subject': {
    en: [
      `Particles 은/는 (topic) vs 이/가 (subject)`,
      `은/는 marks the topic, what the sentence is about, often with a sense of contrast: "저는 학생이에요" (As for me, I'm a student). 이/가 marks the subject, especially new information or the answer to "who/what": "친구가 왔어요" (A friend came). Use 은/이 after a consonant and 는/가 after a vowel.`,
    ],
    fr: [
      `Particules 은/는 (thème) et 이/가 (sujet)`,
      `은/는 marque le thème, ce dont on parle, souvent avec une nuance de contraste : « 저는 학생이에요 » (moi, je suis étudiant). 이/가 marque le sujet, surtout une information nouvelle ou la réponse à « qui/quoi ? » : « 친구가 왔어요 » (un ami est venu). 은/이 après une consonne, 는/가 après une voyelle.`,
    ],
    es: [
      `Partículas 은/는 (tema) y 이/가 (sujeto)`,
      `은/는 marca el tema, de qué trata la frase, a menudo con matiz de contraste: «저는 학생이에요» (yo, por mi parte, soy estudiante). 이/가 marca el sujeto, sobre todo información nueva o la respuesta a «¿quién/qué?»: «친구가 왔어요» (vino un amigo). 은/이 tras consonante, 는/가 tras vocal.`,
    ],
    de: [
      `Partikeln 은/는 (Thema) und 이/가 (Subjekt)`,
      `은/는 markiert das Thema, worüber der Satz spricht, oft mit Kontrast: „저는 학생이에요“ (ich – ich bin Student). 이/가 markiert das Subjekt, besonders neue Information oder die Antwort auf „wer/was?“: „친구가 왔어요“ (ein Freund ist gekommen). 은/이 nach Konsonant, 는/가 nach Vokal.`,
    ],
    it: [
      `Particelle 은/는 (tema) e 이/가 (soggetto)`,
      `은/는 segna il tema, ciò di cui si parla, spesso con una sfumatura di contrasto: «저는 학생이에요» (io, quanto a me, sono studente). 이/가 segna il soggetto, soprattutto un'informazione nuova o la risposta a «chi/che cosa?»: «친구가 왔어요» (è venuto un amico). 은/이 dopo consonante, 는/가 dopo vocale.`,
    ],
    ko: [
      `조사 은/는과 이/가`,
      `은/는은 문장의 화제, 즉 무엇에 대한 이야기인지를 나타내고 대조의 느낌이 있을 때가 많아요: "저는 학생이에요". 이/가는 주어를 나타내며 특히 새로운 정보나 "누가/무엇이"에 대한 답에 써요: "친구가 왔어요". 받침이 있으면 은/이, 없으면 는/가를 써요.`,
    ],
    ja: [
      `助詞 은/는（主題）と 이/가（主語）`,
      `은/는 は話題（何についての文か）を表し、対比のニュアンスを持つことが多いです："저는 학생이에요"（私は学生です）。이/가 は主語を表し、特に新しい情報や「誰が・何が」の答えに使います："친구가 왔어요"（友達が来ました）。日本語の「は」と「が」によく似ています。パッチムがあれば 은/이、なければ 는/가 です。`,
    ],
  },
  'ko.particle.object': {
    en: [
      `Object particle 을/를`,
      `을/를 marks the direct object, the thing the action is done to: "밥을 먹어요" (I eat rice), "친구를 만나요" (I meet a friend). Use 을 after a consonant and 를 after a vowel. In casual speech it is often left out (밥 먹었어?), and some verbs that take an object in English use other particles in Korean (친구한테 전화해요).`,
    ],
    fr: [
      `Particule d'objet 을/를`,
      `을/를 marque le complément d'objet direct, ce sur quoi porte l'action : « 밥을 먹어요 » (je mange du riz), « 친구를 만나요 » (je vois un ami). 을 après une consonne, 를 après une voyelle. À l'oral familier, on l'omet souvent (밥 먹었어?).`,
    ],
    es: [
      `Partícula de objeto 을/를`,
      `을/를 marca el objeto directo, aquello sobre lo que recae la acción: «밥을 먹어요» (como arroz), «친구를 만나요» (veo a un amigo). 을 tras consonante, 를 tras vocal. En el habla informal a menudo se omite (밥 먹었어?).`,
    ],
    de: [
      `Objektpartikel 을/를`,
      `을/를 markiert das direkte Objekt, also das, womit etwas getan wird: „밥을 먹어요“ (ich esse Reis), „친구를 만나요“ (ich treffe einen Freund). 을 nach Konsonant, 를 nach Vokal. Umgangssprachlich fällt es oft weg (밥 먹었어?).`,
    ],
    it: [
      `Particella dell'oggetto 을/를`,
      `을/를 segna il complemento oggetto, ciò su cui ricade l'azione: «밥을 먹어요» (mangio riso), «친구를 만나요» (incontro un amico). 을 dopo consonante, 를 dopo vocale. Nel parlato informale spesso si omette (밥 먹었어?).`,
    ],
    ko: [
      `목적격 조사 을/를`,
      `을/를은 동작의 대상, 즉 목적어를 나타내요: "밥을 먹어요", "친구를 만나요". 받침이 있으면 을, 없으면 를을 써요. 편한 말에서는 자주 생략해요 (밥 먹었어?).`,
    ],
    ja: [
      `目的格助詞 을/를`,
      `을/를 は動作の対象（目的語）を表し、日本語の「を」にあたります："밥을 먹어요"（ご飯を食べます）、"친구를 만나요"（友達に会います）。パッチムがあれば 을、なければ 를 です。「に会う」が 를 만나다 になるように、日本語と違う助詞を取る動詞もあります。くだけた会話ではよく省略されます（밥 먹었어?）。`,
    ],
  },
  'ko.particle.e-eseo': {
    en: [
      `Particles 에 vs 에서`,
      `에 marks where something is or where you go, and a point in time: "학교에 가요" (I go to school), "집에 있어요" (I'm at home), "세 시에" (at three). 에서 marks where an action takes place, and "from": "집에서 쉬어요" (I rest at home), "서울에서 왔어요" (I came from Seoul). Tip: with 있다/없다 and movement verbs use 에; with other actions use 에서.`,
    ],
    fr: [
      `Particules 에 et 에서`,
      `에 indique où se trouve quelque chose, où l'on va, et un moment : « 학교에 가요 » (je vais à l'école), « 집에 있어요 » (je suis à la maison), « 세 시에 » (à trois heures). 에서 indique le lieu où se passe une action, et la provenance : « 집에서 쉬어요 » (je me repose à la maison), « 서울에서 왔어요 » (je viens de Séoul). Avec 있다/없다 et les verbes de mouvement, 에 ; avec les autres actions, 에서.`,
    ],
    es: [
      `Partículas 에 y 에서`,
      `에 indica dónde está algo, adónde se va y un momento: «학교에 가요» (voy a la escuela), «집에 있어요» (estoy en casa), «세 시에» (a las tres). 에서 indica dónde ocurre una acción y «desde»: «집에서 쉬어요» (descanso en casa), «서울에서 왔어요» (vengo de Seúl). Con 있다/없다 y verbos de movimiento, 에; con otras acciones, 에서.`,
    ],
    de: [
      `Partikeln 에 und 에서`,
      `에 zeigt, wo etwas ist, wohin man geht, und einen Zeitpunkt: „학교에 가요“ (ich gehe zur Schule), „집에 있어요“ (ich bin zu Hause), „세 시에“ (um drei). 에서 zeigt, wo eine Handlung stattfindet, und „von … her“: „집에서 쉬어요“ (ich ruhe mich zu Hause aus), „서울에서 왔어요“ (ich komme aus Seoul). Bei 있다/없다 und Bewegungsverben 에, bei anderen Handlungen 에서.`,
    ],
    it: [
      `Particelle 에 e 에서`,
      `에 indica dove si trova qualcosa, dove si va e un momento: «학교에 가요» (vado a scuola), «집에 있어요» (sono a casa), «세 시에» (alle tre). 에서 indica dove si svolge un'azione e la provenienza: «집에서 쉬어요» (mi riposo a casa), «서울에서 왔어요» (vengo da Seoul). Con 있다/없다 e i verbi di movimento si usa 에; con le altre azioni 에서.`,
    ],
    ko: [
      `조사 에와 에서`,
      `에는 있는 곳, 가는 곳, 그리고 시간을 나타내요: "학교에 가요", "집에 있어요", "세 시에". 에서는 동작이 일어나는 장소와 출발점을 나타내요: "집에서 쉬어요", "서울에서 왔어요". 있다/없다나 이동 동사에는 에, 그 밖의 동작에는 에서를 써요.`,
    ],
    ja: [
      `助詞 에 と 에서`,
      `에 は存在する場所・行き先・時を表し、日本語の「に」にあたります："학교에 가요"（学校に行きます）、"집에 있어요"（家にいます）、"세 시에"（3時に）。에서 は動作が行われる場所と出発点を表し、「で」「から」にあたります："집에서 쉬어요"（家で休みます）、"서울에서 왔어요"（ソウルから来ました）。`,
    ],
  },
  'ko.reason.nikka-aseo': {
    en: [
      `Giving reasons: -(으)니까 and -아서/-어서`,
      `Both mean "because/so". -아서/-어서 (피곤해서, 바빠서) gives a plain cause and never takes a past marker or a command after it. -(으)니까 (비가 오니까, 시간이 있으니까) gives a reason the listener should take into account, and it can be followed by suggestions or commands: "비가 오니까 우산을 가져가세요."`,
    ],
    fr: [
      `Donner une raison : -(으)니까 et -아서/-어서`,
      `Les deux veulent dire « parce que / donc ». -아서/-어서 (피곤해서, 바빠서) donne une cause simple ; il ne prend jamais de marque du passé et n'est pas suivi d'un ordre. -(으)니까 (비가 오니까, 시간이 있으니까) donne une raison que l'interlocuteur doit prendre en compte, et peut être suivi d'une proposition ou d'un ordre : « 비가 오니까 우산을 가져가세요. »`,
    ],
    es: [
      `Dar razones: -(으)니까 y -아서/-어서`,
      `Ambos significan «porque / así que». -아서/-어서 (피곤해서, 바빠서) da una causa sencilla; nunca lleva marca de pasado ni va seguido de una orden. -(으)니까 (비가 오니까, 시간이 있으니까) da una razón que el oyente debe tener en cuenta y puede ir seguido de sugerencias u órdenes: «비가 오니까 우산을 가져가세요.»`,
    ],
    de: [
      `Gründe angeben: -(으)니까 und -아서/-어서`,
      `Beide bedeuten „weil / deshalb“. -아서/-어서 (피곤해서, 바빠서) nennt eine einfache Ursache; es bekommt nie ein Vergangenheitszeichen, und danach folgt keine Aufforderung. -(으)니까 (비가 오니까, 시간이 있으니까) nennt einen Grund, den der Hörer beachten soll, und danach dürfen Vorschläge oder Aufforderungen kommen: „비가 오니까 우산을 가져가세요.“`,
    ],
    it: [
      `Dare motivi: -(으)니까 e -아서/-어서`,
      `Entrambi significano «perché / quindi». -아서/-어서 (피곤해서, 바빠서) dà una causa semplice; non prende mai il segno del passato e non è seguito da un ordine. -(으)니까 (비가 오니까, 시간이 있으니까) dà un motivo di cui chi ascolta deve tener conto, e può essere seguito da proposte o ordini: «비가 오니까 우산을 가져가세요.»`,
    ],
    ko: [
      `이유 -(으)니까와 -아서/-어서`,
      `둘 다 이유를 나타내요. -아서/-어서(피곤해서, 바빠서)는 단순한 원인을 말하고, 앞에 -았/었-을 붙이지 않으며 뒤에 명령이나 청유가 올 수 없어요. -(으)니까(비가 오니까, 시간이 있으니까)는 듣는 사람도 고려해야 할 이유를 말하고, 뒤에 명령이나 제안이 올 수 있어요: "비가 오니까 우산을 가져가세요."`,
    ],
    ja: [
      `理由 -(으)니까 と -아서/-어서`,
      `どちらも「〜ので・〜から」です。-아서/-어서（피곤해서, 바빠서）は単純な原因を表し、過去の -았/었- はつけず、後ろに命令や勧誘は来ません。-(으)니까（비가 오니까, 시간이 있으니까）は相手にも考えてほしい理由を表し、後ろに命令や提案が来られます："비가 오니까 우산을 가져가세요."`,
    ],
  },
  'ko.jiman': {
    en: [
      `Contrast -지만 (but)`,
      `Form: verb or adjective stem + 지만, with no change for vowels or consonants (맛있지만, 가지만); with the past: 먹었지만. It joins two clauses that contrast: "맛있지만 비싸요" (It's tasty but expensive). Nouns take 이지만/지만: 학생이지만.`,
    ],
    fr: [
      `L'opposition -지만 (mais)`,
      `Forme : radical du verbe ou de l'adjectif + 지만, sans changement après voyelle ou consonne (맛있지만, 가지만) ; au passé : 먹었지만. Il relie deux propositions qui s'opposent : « 맛있지만 비싸요 » (c'est bon mais cher). Après un nom : 이지만/지만 (학생이지만).`,
    ],
    es: [
      `Contraste -지만 (pero)`,
      `Forma: raíz del verbo o del adjetivo + 지만, sin cambios tras vocal o consonante (맛있지만, 가지만); en pasado: 먹었지만. Une dos oraciones que contrastan: «맛있지만 비싸요» (está rico pero es caro). Tras un sustantivo: 이지만/지만 (학생이지만).`,
    ],
    de: [
      `Gegensatz -지만 (aber)`,
      `Form: Stamm des Verbs oder Adjektivs + 지만, ohne Änderung nach Vokal oder Konsonant (맛있지만, 가지만); in der Vergangenheit: 먹었지만. Es verbindet zwei gegensätzliche Sätze: „맛있지만 비싸요“ (lecker, aber teuer). Nach Nomen: 이지만/지만 (학생이지만).`,
    ],
    it: [
      `Contrasto -지만 (ma)`,
      `Forma: radice del verbo o dell'aggettivo + 지만, senza cambi dopo vocale o consonante (맛있지만, 가지만); al passato: 먹었지만. Unisce due frasi in contrasto: «맛있지만 비싸요» (è buono ma caro). Dopo un nome: 이지만/지만 (학생이지만).`,
    ],
    ko: [
      `대조 -지만`,
      `형태: 동사·형용사 어간 + 지만, 받침과 관계없이 같아요 (맛있지만, 가지만). 과거는 먹었지만처럼 써요. 서로 반대되는 두 내용을 이어요: "맛있지만 비싸요". 명사 뒤에는 이지만/지만을 써요 (학생이지만).`,
    ],
    ja: [
      `逆接 -지만（〜けれど）`,
      `形：動詞・形容詞の語幹 + 지만。パッチムの有無で形は変わりません（맛있지만, 가지만）。過去は 먹었지만 です。対立する二つの内容をつなぎます："맛있지만 비싸요"（おいしいけれど高いです）。名詞には 이지만/지만 をつけます（학생이지만）。`,
    ],
  },
};
