import type { EvalCase } from './score.ts';

/** German: strong verbs, participles, separable verbs, umlaut plurals, compounds, adjective endings. */
export const tuning: EvalCase[] = [
  ['Die Kinder gingen gestern in die Schule.', '*Die=der Kinder=Kind gingen=gehen gestern *in *die=der Schule'],
  ['Er hat das Buch schon gelesen.', '*Er *hat=haben *das=der Buch *schon gelesen=lesen'],
  ['Ich rufe dich morgen an.', '*Ich rufe=anrufen *dich morgen *an'],
  ['Die Häuser in der Altstadt sind sehr alt.', '*Die=der Häuser=Haus *in *der Altstadt *sind=sein *sehr alt'],
  ['Wir haben im Supermarkt eingekauft.', '*Wir *haben *im Supermarkt eingekauft=einkaufen'],
  [
    'Meine Mutter arbeitet in einem großen Krankenhaus.',
    '*Meine=mein Mutter arbeitet=arbeiten *in *einem=ein großen=groß Krankenhaus',
  ],
  ['Der Zug kommt um acht Uhr an.', '*Der Zug kommt=ankommen *um ^acht Uhr *an'],
  [
    'Die Äpfel schmecken besser als die Birnen.',
    '*Die=der Äpfel=Apfel schmecken besser=gut *als *die=der Birnen=Birne',
  ],
  ['Sie war müde und ging früh schlafen.', '*Sie *war=sein müde *und ging=gehen früh schlafen'],
  ['Wir fahren am Wochenende zu unseren Großeltern.', '*Wir fahren *am Wochenende *zu *unseren=unser Großeltern'],
  ['Kannst du mir bitte das Salz geben?', '*Kannst=können *du *mir bitte *das=der Salz geben'],
  [
    'Die Studenten schreiben morgen eine schwierige Prüfung.',
    '*Die=der Studenten=Student schreiben morgen *eine=ein schwierige=schwierig Prüfung',
  ],
  [
    'Mein Bruder hat sich ein neues Fahrrad gekauft.',
    '*Mein Bruder *hat=haben *sich *ein neues=neu Fahrrad gekauft=kaufen',
  ],
  [
    'Die Lehrerinnen besprechen die Ergebnisse der Tests.',
    '*Die=der Lehrerinnen=Lehrerin besprechen *die=der Ergebnisse=Ergebnis *der Tests=Test',
  ],
  ['Im Winter ist es draußen sehr kalt.', '*Im Winter *ist=sein *es draußen *sehr kalt'],
  ['Er nimmt den Bus, weil sein Auto kaputt ist.', '*Er nimmt=nehmen *den=der Bus *weil *sein Auto kaputt *ist=sein'],
  [
    'Wir haben gestern Abend einen spannenden Film gesehen.',
    '*Wir *haben gestern Abend *einen=ein spannenden=spannend Film gesehen=sehen',
  ],
  ['Die Vögel singen in den Bäumen.', '*Die=der Vögel=Vogel singen *in *den=der Bäumen=Baum'],
  ['Ich habe vergessen, die Fenster zu schließen.', '*Ich *habe=haben vergessen *die=der Fenster *zu schließen'],
  ['Meine Schwester spricht fließend Spanisch.', '*Meine=mein Schwester spricht=sprechen fließend Spanisch'],
  ['Das Essen im Restaurant war ausgezeichnet.', '*Das=der Essen *im Restaurant *war=sein ausgezeichnet'],
  ['Wann fängt der Unterricht an?', '*Wann fängt=anfangen *der Unterricht *an'],
  [
    'Die Männer trugen schwere Kisten in den Keller.',
    '*Die=der Männer=Mann trugen=tragen schwere=schwer Kisten=Kiste *in *den=der Keller',
  ],
  [
    'Hast du schon die neuen Nachbarn kennengelernt?',
    '*Hast=haben *du *schon *die=der neuen=neu Nachbarn=Nachbar kennengelernt=kennenlernen',
  ],
  [
    'Die Kinderzimmer sind oben, z.B. neben dem Bad.',
    '*Die=der Kinderzimmer *sind=sein oben ^z.B.=z.b. *neben *dem=der Bad',
  ],
  ['Sie hat ihre Schlüssel im Büro liegen lassen.', '*Sie *hat=haben *ihre=ihr Schlüssel *im Büro liegen lassen'],
  [
    'Die Preise für Wohnungen steigen jedes Jahr.',
    '*Die=der Preise=Preis *für Wohnungen=Wohnung steigen *jedes=jeder Jahr',
  ],
  ['Er wurde in einem kleinen Dorf geboren.', '*Er *wurde=werden *in *einem=ein kleinen=klein Dorf geboren=gebären'],
  [
    'Wir müssen die Hausaufgaben bis Freitag erledigen.',
    '*Wir *müssen *die=der Hausaufgaben=Hausaufgabe *bis ^Freitag erledigen',
  ],
  ['Die ältesten Gebäude der Stadt stehen am Fluss.', '*Die=der ältesten=alt Gebäude *der Stadt stehen *am Fluss'],
];

/** Written after the rules were frozen, in the style of video transcripts; not used to tune anything. */
export const heldOut: EvalCase[] = [
  ['Hallo Leute, willkommen zurück auf meinem Kanal!', 'Hallo=hallo Leute willkommen zurück *auf *meinem=mein Kanal'],
  [
    'Heute zeige ich euch, wie ich mein Zimmer einrichte.',
    'Heute=heute zeige=zeigen *ich *euch *wie *ich *mein Zimmer einrichte=einrichten',
  ],
  ['Wir sind mit dem Zug nach München gefahren.', '*Wir *sind=sein *mit *dem=der Zug *nach ^München gefahren=fahren'],
  ['Die Brötchen beim Bäcker waren noch warm.', '*Die=der Brötchen *beim Bäcker *waren=sein *noch warm'],
  ['Ich habe meine Kopfhörer im Hotel vergessen.', '*Ich *habe=haben *meine=mein Kopfhörer *im Hotel vergessen'],
  [
    'Schreibt mir in die Kommentare, was ihr davon haltet.',
    'Schreibt=schreiben *mir *in *die=der Kommentare=Kommentar *was *ihr *davon haltet=halten',
  ],
  ['Das Wetter wurde plötzlich schlechter.', '*Das=der Wetter *wurde=werden plötzlich schlechter=schlecht'],
  [
    'Meine Freunde haben mir bei dem Umzug geholfen.',
    '*Meine=mein Freunde=Freund *haben *mir *bei *dem=der Umzug geholfen=helfen',
  ],
  [
    'In den Bergen gibt es viele schöne Wanderwege.',
    '*In *den=der Bergen=Berg gibt=geben *es *viele schöne=schön Wanderwege=Wanderweg',
  ],
  ['Er steht jeden Morgen um sechs Uhr auf.', '*Er steht=aufstehen *jeden=jeder Morgen *um ^sechs Uhr *auf'],
  [
    'Die Preise für Lebensmittel sind stark gestiegen.',
    '*Die=der Preise=Preis *für Lebensmittel *sind=sein stark gestiegen=steigen',
  ],
  [
    'Wir haben uns in einem kleinen Café getroffen.',
    '*Wir *haben *uns *in *einem=ein kleinen=klein Café getroffen=treffen',
  ],
  [
    'Kinder lernen Sprachen oft schneller als Erwachsene.',
    'Kinder=Kind lernen Sprachen=Sprache oft schneller=schnell *als Erwachsene=Erwachsener',
  ],
  ['Vergesst nicht, den Kanal zu abonnieren.', 'Vergesst=vergessen *nicht *den=der Kanal *zu abonnieren'],
  ['Die Stadt war voller Touristen.', '*Die=der Stadt *war=sein voller=voll Touristen=Tourist'],
];
