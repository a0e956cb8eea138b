/**
 * About 2,000 common German lemmas in rough frequency order (later parts grouped by topic),
 * written for this project from general knowledge of the language. Nouns keep their capital.
 * Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number; untagged words are nouns.
 */
export default `
der und sein/v in ein zu haben/v ich werden/v sie von nicht mit es sich auch auf für an er so dass können/v dies als ihr ja wie
bei oder wir aber dann man da sein noch nach was also aus all wenn nur müssen/v sagen/v um über machen/v kein Jahr du mein
schon geben/v doch gehen/v mehr/r durch wer kommen/v sollen/v sehen/v wollen/v immer/r Mensch ganz/a gut/a Zeit hier/r Frau
lassen/v neu/a Kind bis stehen/v Tag wieder/r erst/r viel/a groß/a finden/v jetzt/r bleiben/v Land heute/r liegen/v Mann
zwei/m Welt Weg denken/v Leben nehmen/v Hand ander/a Haus alt/a klein/a Frage lang/a halten/v zeigen/v Stadt heißen/v Beispiel
wissen/v Teil drei/m führen/v sprechen/v bringen/v Auge spielen/v Arbeit glauben/v leben/v Geld Ende Fall Seite Problem
arbeiten/v schreiben/v Grund Vater Mutter Name gleich/r dort/r bekommen/v beginnen/v fragen/v Woche Schule Freund Sache Leute
Uhr Stunde Minute Moment Abend Morgen Nacht Monat Recht Geschichte Wort Wasser Tür Zimmer Auto Buch Ort Familie Bild Kopf
hören/v laufen/v fahren/v essen/v trinken/v schlafen/v wohnen/v kaufen/v bezahlen/v lernen/v lesen/v verstehen/v
erklären/v antworten/v suchen/v warten/v helfen/v brauchen/v mögen/v lieben/v fühlen/v treffen/v besuchen/v kennen/v
vergessen/v erinnern/v öffnen/v schließen/v tragen/v ziehen/v setzen/v legen/v stellen/v hängen/v fallen/v steigen/v
fliegen/v reisen/v wandern/v schwimmen/v tanzen/v singen/v lachen/v weinen/v rufen/v schreien/v kochen/v backen/v
waschen/v putzen/v aufräumen/v anfangen/v aufhören/v aufstehen/v einkaufen/v anrufen/v ankommen/v abfahren/v einladen/v
mitkommen/v mitnehmen/v zurückkommen/v fernsehen/v vorstellen/v aussehen/v ausgehen/v einschlafen/v aufwachen/v
zumachen/v aufmachen/v anziehen/v ausziehen/v umziehen/v abholen/v
versuchen/v benutzen/v gewinnen/v verlieren/v vergleichen/v entscheiden/v erzählen/v berichten/v diskutieren/v
telefonieren/v studieren/v probieren/v passieren/v funktionieren/v interessieren/v reparieren/v
meinen/v hoffen/v wünschen/v freuen/v ärgern/v lächeln/v danken/v bitten/v gefallen/v gehören/v passen/v schmecken/v
kosten/v zahlen/v verdienen/v sparen/v ausgeben/v leihen/v mieten/v verkaufen/v
bauen/v malen/v zeichnen/v fotografieren/v zählen/v rechnen/v üben/v wiederholen/v bestehen/v
sterben/v töten/v retten/v schützen/v kämpfen/v siegen/v
werfen/v fangen/v schlagen/v treten/v springen/v rennen/v
Tisch Stuhl Bett Fenster Wand Boden Decke Küche Bad Schlafzimmer Wohnzimmer Garten Wohnung Treppe Schlüssel Lampe Sofa
Brot Butter Käse Wurst Fleisch Fisch Ei Milch Kaffee Tee Bier Wein Saft Zucker Salz Obst Apfel Banane Gemüse Kartoffel Tomate
Suppe Kuchen Schokolade Frühstück Mittagessen Abendessen Essen Getränk Restaurant Teller Glas Tasse Flasche Messer Gabel Löffel
Kleidung Hemd Hose Kleid Rock Jacke Mantel Schuh Socke Hut Mütze Tasche
Bahnhof Zug Bus Flugzeug Flughafen Fahrrad Straße Brücke Ampel Fahrkarte Ticket Reise Urlaub Koffer Hotel Meer Strand Berg See
Fluss Wald Insel Himmel Sonne Mond Stern Wolke Regen Schnee Wind Wetter Frühling Sommer Herbst Winter
Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag Januar Februar März April Mai Juni Juli August September Oktober
November Dezember Wochenende Feiertag Geburtstag Weihnachten Ostern
Hund Katze Vogel Pferd Kuh Schwein Schaf Huhn Maus Tier
Körper Gesicht Nase Mund Ohr Zahn Haar Arm Bein Fuß Finger Rücken Bauch Herz Blut Haut
Gesundheit Krankheit Krankenhaus Arzt Ärztin Apotheke Medikament Schmerz Fieber
Bruder Schwester Sohn Tochter Eltern Großmutter Großvater Oma Opa Onkel Tante Cousin Baby Junge Mädchen Ehemann Ehefrau Partner
Freundin Nachbar Kollege Kollegin Chef Lehrer Lehrerin Schüler Schülerin Student Studentin
Firma Büro Beruf Job Termin Besprechung Gehalt Kunde Geschäft Laden Markt Supermarkt Bank Post Preis Euro Rechnung
Klasse Unterricht Stunde Prüfung Hausaufgabe Heft Stift Wörterbuch Satz Sprache Deutsch Englisch Antwort Fehler Übung
Idee Lösung Meinung Grund Art Weise Mal Anfang Mitte Ziel Ergebnis Erfahrung Möglichkeit Entscheidung Unterschied
Film Musik Lied Foto Spiel Sport Fußball Mannschaft Konzert Theater Kino Museum
Telefon Handy Computer Internet Nachricht E-Mail Seite Bildschirm
gut/a schlecht/a groß/a klein/a alt/a jung/a neu/a lang/a kurz/a hoch/a tief/a warm/a kalt/a heiß/a leicht/a schwer/a
einfach/a schwierig/a teuer/a billig/a schön/a hässlich/a wichtig/a möglich/a richtig/a falsch/a glücklich/a traurig/a
froh/a müde/a krank/a gesund/a stark/a schwach/a reich/a arm/a schnell/a langsam/a sauber/a schmutzig/a voll/a leer/a frei/a
fertig/a sicher/a klar/a wahr/a nett/a freundlich/a lustig/a interessant/a langweilig/a toll/a super/a wunderbar/a
rot/a blau/a grün/a gelb/a schwarz/a weiß/a grau/a braun/a
erste/a zweite/a letzte/a nächste/a einzig/a verschieden/a gleich/a ähnlich/a bekannt/a berühmt/a beliebt/a deutsch/a
eins/m vier/m fünf/m sechs/m sieben/m acht/m neun/m zehn/m elf/m zwölf/m zwanzig/m dreißig/m hundert/m tausend/m Million
danke/i bitte/i hallo/i tschüss/i
heute/r morgen/r gestern/r bald/r früh/r spät/r oft/r manchmal/r selten/r nie/r niemals/r immer/r wirklich/r vielleicht/r
natürlich/r eigentlich/r genau/r ziemlich/r fast/r etwa/r sofort/r gerade/r zusammen/r allein/r zuerst/r endlich/r
plötzlich/r leider/r gern/r lieber/r besonders/r wahrscheinlich/r sicherlich/r überall/r draußen/r drinnen/r oben/r unten/r
vorne/r hinten/r links/r rechts/r weit/r nah/r
Angst Hunger Durst Lust Spaß Glück Liebe Hoffnung Freude Sorge Ruhe Hilfe Kraft Macht Gefühl
Staat Regierung Politik Partei Gesetz Polizei Krieg Frieden Gesellschaft Wirtschaft Unternehmen Markt Entwicklung Geschichte
Kultur Kunst Wissenschaft Forschung Bildung Universität Natur Umwelt Energie Technik Programm System Zahl Wert Prozent
Gruppe Mitglied Bürger Volk Präsident Minister Chef Führer Kirche Gott Krieg Soldat Armee
Abschied Absicht Adresse Alter Anruf Antrag Anzeige Anzug Apparat Arbeitsplatz Ärger Atmosphäre Aufgabe Aufzug Ausbildung
Ausflug Ausgang Auskunft Ausland Ausstellung Ausweis Autobahn Bäckerei Bahn Ball Bauer Baum Bedeutung Beginn Begriff Bericht
Bescheid Besuch Betrieb Bett Bewegung Beziehung Bibliothek Bier Birne Blatt Blick Blume Bluse Boot Botschaft Brief Brille
Burg Butter Chance Computer Dach Dame Dank Datum Dauer Decke Denkmal Dorf Draht Durchsage Ecke Ehe Eingang Einkauf Einladung
Eintritt Eis Eisenbahn Empfang Energie Enkel Ente Erde Erfolg Erholung Erlaubnis Ernährung Erwachsene Fabrik Fach Fahrer
Fahrt Farbe Fehler Feld Feier Feuer Fieber Figur Flasche Fleisch Fläche Flug Form Formular Forschung Fortschritt Frage
Freizeit Freude Frieden Frisur Führerschein Gabel Gast Gebäude Gebiet Gebühr Gedanke Geduld Gefahr Gegend Gegenteil Gehalt
Geist Gemeinde Gepäck Gericht Geruch Geschenk Geschmack Gesetz Gespräch Gewicht Gewitter Gewohnheit Gift Gitarre Grenze Grippe
Gruß Gymnasium Hafen Hälfte Halle Hals Haltestelle Handtuch Handwerker Hauptstadt Haushalt Heimat Heizung Held Herd Herr Himmel
Hitze Hochzeit Hof Höhe Holz Honig Hotel Hügel Humor Hunger Husten Industrie Information Inhalt Insel Interesse Jacke
Jugend Kaffee Kalender Kamera Kampf Kanal Kapitel Karte Kasse Kassette Kauf Keller Kenntnis Kette Kiste Klima Knie Knopf
Koch Konflikt König Kontakt Kontrolle Kosten Kraft Kreis Kreuzung Krieg Küste Kurs Lager Lampe Landschaft Lärm Lastwagen Lauf
Leistung Licht Liebe Linie Liste Loch Löffel Luft Macht Mahlzeit Mannschaft Mappe Marke Material Mauer Mehl Menge Menü Messe
Miete Milch Minute Mittag Mittel Möbel Mode Motor Mühe Mut Nachbar Nachmittag Nachteil Nähe Nation Nebel Netz Notiz Nummer
Ofen Öl Ordnung Osten Paket Panne Papier Park Pass Pause Person Pflanze Pflege Pflicht Pilz Plan Platz Portemonnaie Post
Praxis Presse Produkt Projekt Prüfung Pullover Punkt Qualität Quelle Rad Radio Rand Rat Raum Rede Regel Reihe Reis Rest
Rezept Richtung Rind Ring Risiko Rolle Rose Ruhe Saal Sache Saft Salat Sand Schaden Schal Schatten Schein Schere Schiff
Schild Schinken Schirm Schluss Schmerz Schnee Schrank Schritt Schuld Schutz Seele Seife Sendung Sessel Sicherheit Sinn
Situation Sitz Sorge Spaziergang Speise Spiegel Spielzeug Spitze Sprache Sprung Stadion Stand Station Stein Stelle Stimme
Stimmung Stoff Strafe Strom Stück Studium Sturm Suche Süden Szene Tafel Tank Tanz Tasche Taxi Team Technik Teich Teil Teppich
Text Thema Tod Ton Topf Tor Tour Tradition Traum Treffen Trend Tuch Turm Typ Übung Ufer Umgebung Umwelt Unfall Universität
Unterschied Ursache Urteil Verbindung Verein Verkehr Verlag Vertrag Verwandte Video Vorbild Vorschlag Vorteil Wagen Wahl
Wahrheit Ware Wärme Wäsche Wechsel Weg Weihnachten Werbung Werk Westen Wetter Wiese Wirkung Wissen Witz Wohnung Wolle Wunsch
Wurst Zahl Zeichen Zeitung Zelt Zentrum Zettel Zeug Ziel Zoll Zucker Zukunft Zustand Zweck
ändern/v achten/v anbieten/v ankommen/v annehmen/v antworten/v anwenden/v ärgern/v atmen/v aufpassen/v ausruhen/v
austauschen/v auswählen/v beantworten/v bedeuten/v beenden/v begleiten/v begrüßen/v behalten/v behaupten/v beobachten/v
berichten/v beschreiben/v besitzen/v bestellen/v bestimmen/v beten/v betreten/v bewegen/v bewerben/v bezahlen/v bieten/v
binden/v blasen/v blicken/v blühen/v brechen/v brennen/v buchen/v drehen/v drucken/v drücken/v duschen/v einsteigen/v
aussteigen/v umsteigen/v empfehlen/v entdecken/v entschuldigen/v entwickeln/v erfahren/v erfinden/v erhalten/v erkennen/v
erlauben/v erleben/v erledigen/v erreichen/v erscheinen/v erwarten/v fehlen/v feiern/v folgen/v fordern/v fotografieren/v
füllen/v fürchten/v füttern/v garantieren/v geschehen/v gewöhnen/v gießen/v glänzen/v greifen/v grüßen/v handeln/v heiraten/v
heizen/v herstellen/v holen/v informieren/v kämmen/v klingeln/v klopfen/v korrigieren/v kümmern/v küssen/v landen/v leiden/v
leisten/v leiten/v lieben/v liefern/v loben/v lösen/v lügen/v melden/v merken/v messen/v nennen/v nützen/v organisieren/v
packen/v parken/v pflegen/v planen/v prüfen/v putzen/v raten/v rauchen/v reagieren/v regnen/v reichen/v reinigen/v
reservieren/v riechen/v schaffen/v schauen/v scheinen/v schenken/v schicken/v schieben/v schneiden/v schneien/v schützen/v
schweigen/v senden/v sitzen/v sorgen/v spazieren/v speichern/v spüren/v stecken/v stehlen/v stimmen/v stören/v stoßen/v
streiten/v tauschen/v teilen/v trainieren/v träumen/v trennen/v übernehmen/v übersetzen/v überzeugen/v umarmen/v
unterhalten/v unterrichten/v unterschreiben/v unterstützen/v untersuchen/v verabreden/v verändern/v verbessern/v
verbinden/v verbieten/v verbringen/v vergessen/v verhindern/v verlassen/v verletzen/v vermissen/v verpassen/v verraten/v
verschwinden/v versprechen/v vertrauen/v verzeihen/v vorbereiten/v vorschlagen/v wachsen/v wählen/v wechseln/v wecken/v
weinen/v wenden/v werben/v wiegen/v wirken/v wundern/v zeichnen/v zerstören/v zwingen/v
`;
