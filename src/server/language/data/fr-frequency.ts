/**
 * About 2,000 common French lemmas in rough frequency order (later parts grouped by topic),
 * written for this project from general knowledge of the language. Tags: /v verb, /a adjective,
 * /r adverb, /i interjection, /m number; untagged words are nouns.
 */
export default `
le de un être/v et à il avoir/v ne je son que se qui ce dans en du elle au pour pas que vous par sur faire/v plus dire/v me on mon
lui nous comme mais pouvoir/v avec tout y aller/v voir/v en bien où sans tu ou leur homme si deux/m moi vouloir/v te femme
venir/v quand grand/a celui si notre devoir/v là jour prendre/v même/a votre tout rien petit/a encore/r aussi quelque dont
trouver/v donner/v temps ça peu/r même falloir/v sous parler/v alors main chose ton mettre/v vie savoir/v œil passer/v
autre/a après regarder/v toujours/r puis jamais/r cela aimer/v non heure croire/v cent/m monde donc enfant fois seul/a autre
entre vers chez demander/v jeune/a jusque très moment rester/v répondre/v tête père fille mille/m premier/a car entendre/v ni
bon/a trois/m cœur an terre contre dieu monsieur voix penser/v quel arriver/v maison devant/r coup beau/a connaître/v devenir/v
air mot nuit sentir/v vieux/a sembler/v moins/r tenir/v ici/r comprendre/v oui pendant porte ami trop/r porter/v peu
regard depuis besoin sortir/v toucher/v dernier/a lever/v long/a écrire/v chercher/v nom corps vivre/v revenir/v côté partir/v
mourir/v lire/v suivre/v paraître/v mère pied attendre/v rendre/v entrer/v perdre/v place ouvrir/v tomber/v gens appeler/v
pays nouveau/a vrai/a rue heureux/a tourner/v ville mort question gros/a seul/a bras raison fin travail arrêter/v noir/a blanc/a
reprendre/v doute plein/a pauvre/a ordre mois semaine dos histoire main côté belle/a prêt/a voiture argent école eau feu
jouer/v manger/v boire/v dormir/v travailler/v habiter/v acheter/v vendre/v payer/v coûter/v aider/v apprendre/v étudier/v
commencer/v finir/v continuer/v essayer/v oublier/v rappeler/v souvenir/v montrer/v expliquer/v raconter/v chanter/v danser/v
marcher/v courir/v nager/v voyager/v visiter/v rencontrer/v quitter/v changer/v choisir/v décider/v préférer/v espérer/v
laisser/v permettre/v promettre/v recevoir/v envoyer/v apporter/v emporter/v amener/v présenter/v préparer/v cuisiner/v
laver/v nettoyer/v ranger/v fermer/v allumer/v éteindre/v gagner/v perdre/v compter/v mesurer/v
besoin envie peur faim soif froid chaud/a sommeil raison tort
aujourd'hui/r demain/r hier/r maintenant/r bientôt/r tard/r tôt/r déjà/r encore/r souvent/r parfois/r toujours/r jamais/r
vraiment/r beaucoup/r assez/r vite/r ensemble/r seulement/r surtout/r presque/r peut-être/r longtemps/r ensuite/r enfin/r
d'abord/r tellement/r partout/r dehors/r dedans/r loin/r près/r
famille frère sœur fils oncle tante cousin cousine grand-mère grand-père parent enfant bébé garçon mari femme copain copine
ami amie voisin voisine collègue patron professeur élève étudiant médecin
chose gens personne monde pays ville village rue route chemin maison appartement chambre cuisine salle salon jardin bureau
porte fenêtre mur table chaise lit lampe clé escalier toit étage
eau pain vin café thé lait viande poulet poisson légume fruit pomme orange fromage beurre œuf sucre sel riz pâtes soupe gâteau
chocolat repas petit-déjeuner déjeuner dîner restaurant menu assiette verre bouteille tasse couteau fourchette cuillère
vêtement chemise pantalon robe jupe veste manteau chaussure chaussette chapeau sac
voiture bus train avion vélo métro gare aéroport billet voyage vacances valise hôtel plage mer montagne campagne forêt rivière lac
île ciel soleil lune étoile nuage pluie neige vent temps saison printemps été automne hiver
lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai juin juillet août septembre octobre novembre
décembre matin midi après-midi soir nuit minute seconde heure jour semaine mois an année siècle
chien chat oiseau cheval vache cochon mouton poule lapin souris animal
tête visage œil nez bouche oreille dent cheveu main bras jambe pied doigt dos ventre cœur sang peau
santé maladie hôpital pharmacie médicament docteur
travail métier emploi entreprise bureau réunion salaire client magasin marché banque poste argent prix euro
école classe cours leçon examen devoir livre cahier stylo crayon mot phrase langue français anglais question réponse exemple
idée problème solution raison façon manière fois moment début fin milieu partie côté fond bout centre place endroit
film musique chanson photo jeu sport football match équipe
téléphone ordinateur internet message courriel site écran
bon/a mauvais/a grand/a petit/a gros/a beau/a joli/a laid/a jeune/a vieux/a nouveau/a ancien/a long/a court/a haut/a bas/a
chaud/a froid/a facile/a difficile/a cher/a simple/a important/a possible/a impossible/a heureux/a triste/a content/a fatigué/a
malade/a fort/a faible/a riche/a pauvre/a rapide/a lent/a propre/a sale/a plein/a vide/a libre/a occupé/a prêt/a sûr/a
certain/a vrai/a faux/a juste/a gentil/a méchant/a drôle/a sympa/a intéressant/a ennuyeux/a incroyable/a génial/a super/a
rouge/a bleu/a vert/a jaune/a noir/a blanc/a gris/a marron/a rose/a
premier/a deuxième/a meilleur/a pire/a dernier/a prochain/a seul/a même/a autre/a différent/a pareil/a tel/a
français/a anglais/a allemand/a espagnol/a américain/a européen/a
un/m deux/m trois/m quatre/m cinq/m six/m sept/m huit/m neuf/m dix/m onze/m douze/m treize/m quatorze/m quinze/m seize/m
vingt/m trente/m quarante/m cinquante/m soixante/m cent/m mille/m million/m
merci/i bonjour/i bonsoir/i salut/i pardon/i bravo/i
accepter/v accompagner/v acheter/v adorer/v ajouter/v annoncer/v apercevoir/v apparaître/v appartenir/v applaudir/v arracher/v
asseoir/v assister/v assurer/v attacher/v attaquer/v atteindre/v augmenter/v avancer/v avouer/v baisser/v battre/v bouger/v
briller/v brûler/v cacher/v casser/v causer/v céder/v chasser/v citer/v coller/v combattre/v commander/v compléter/v
composer/v conduire/v confier/v conserver/v considérer/v construire/v consulter/v contenir/v convaincre/v corriger/v coucher/v
couper/v couvrir/v craindre/v créer/v crier/v cueillir/v découvrir/v décrire/v défendre/v demeurer/v dépasser/v dépendre/v
déposer/v descendre/v désirer/v dessiner/v deviner/v diminuer/v diriger/v discuter/v disparaître/v distinguer/v divorcer/v
doubler/v douter/v éclairer/v économiser/v écouter/v effacer/v élever/v embrasser/v emmener/v empêcher/v employer/v emprunter/v
enlever/v ennuyer/v enseigner/v entraîner/v entretenir/v épouser/v éprouver/v établir/v étendre/v étonner/v éviter/v exagérer/v
examiner/v exister/v expliquer/v exprimer/v fâcher/v fixer/v frapper/v fumer/v glisser/v goûter/v grandir/v grossir/v guérir/v
habiller/v hésiter/v ignorer/v imaginer/v imposer/v indiquer/v inquiéter/v installer/v interdire/v intéresser/v inventer/v
inviter/v jeter/v joindre/v juger/v lancer/v libérer/v livrer/v louer/v maigrir/v manquer/v marier/v mériter/v monter/v
mordre/v naître/v nourrir/v obéir/v obliger/v observer/v obtenir/v occuper/v offrir/v organiser/v oser/v pardonner/v
partager/v peindre/v pencher/v pendre/v pleurer/v pleuvoir/v plaire/v plier/v poser/v posséder/v pousser/v pratiquer/v
prévenir/v prévoir/v prier/v produire/v profiter/v protéger/v prouver/v punir/v quitter/v réaliser/v recommencer/v
reconnaître/v refuser/v regretter/v rejoindre/v remarquer/v remercier/v remplacer/v remplir/v rencontrer/v rentrer/v
renverser/v réparer/v repasser/v répéter/v reposer/v représenter/v réserver/v résoudre/v respecter/v respirer/v ressembler/v
retenir/v retourner/v retrouver/v réunir/v réussir/v réveiller/v rêver/v rire/v rouler/v saisir/v saluer/v sauter/v sauver/v
sécher/v servir/v signer/v soigner/v sonner/v souffrir/v souhaiter/v soulever/v sourire/v supporter/v supposer/v surprendre/v
taire/v téléphoner/v terminer/v tirer/v traduire/v traverser/v tromper/v tuer/v utiliser/v valoir/v vérifier/v vieillir/v
voler/v voter/v
accident accord achat acteur action activité actrice adresse affaire âge agence agent aide air alcool allemand ambiance amour
ampoule angle animal anniversaire annonce appareil appel appétit arbre architecte argument arme armée arrivée art article
artiste ascenseur aspect assiette association attention auteur autobus autoroute avenir aventure avis avocat bagage bague bain
balle bande barbe bateau bâtiment beauté besoin bête beurre bien bijou bise blague blessure bois boîte bord bouche boucherie
boulangerie boulot bouton branche bruit budget cadeau caisse calme camion campagne canapé candidat capitale caractère carte cas
catastrophe cause cave ceinture cerveau chaîne chaleur champ chance changement chanteur chapitre charge chat château chemin
chèque chiffre choix ciel cinéma circulation citoyen civilisation clé climat code colère colis combat commerce commune
compagnie comportement compte concert concours condition confiance connaissance conseil conversation copie corps couleur
couloir couple courage courrier cours course couteau coutume crise cuir culture curiosité danger date débat décision défaut
degré délai demande départ député désert désir dessin destin détail dette dictionnaire différence dimension directeur
discours discussion disque distance docteur doigt domaine dommage don douane douche douleur doute drapeau droit droite durée
échange éclair économie écrivain édition effet effort église élection électricité élève émission emploi énergie enfance ennemi
ennui enquête ensemble entrée entretien envie épaule époque équipe erreur escalier espace espoir esprit essai essence est état
étranger étude événement examen excuse expérience explication exposition extérieur fac face facteur faute fauteuil faveur
fête feuille fiche fièvre figure fil fleur fleuve foire fonction fond force forme fortune foule four fraise frontière fumée
gagnant garage gare gauche gaz genou genre geste glace goût gouvernement grève groupe guerre guide habitant habitude haine
hasard herbe héros histoire hiver honneur honte horaire humeur humour image immeuble impression incendie information ingénieur
inquiétude instant intérieur invitation jambon jeunesse joie journal journée journaliste juge justice lait langage larme lettre
liberté lien lieu ligne linge liste litre logement loi loisir lumière lunettes lycée machine maître mal malheur manque marche
mariage marque matière mémoire menace mensonge mesure métal meuble miel militaire ministre miroir mode modèle moitié monnaie
montre morceau moto moyen musée mystère nature naissance neige niveau nœud note nouvelle objet occasion odeur œuvre offre
oiseau ombre opération opinion or orage orchestre ordinateur oreiller organisation origine outil ouvrier page paix palais
panneau papier paquet parc parfum parole part partie passage passager passé passeport passion patience patrie paysage peine
peinture pensée pension pente période permis personnage peuple photo pièce pierre pile pilote piscine piste plafond plaisir
plan planète plante plat pluie plume poche poème poésie poids point pointe police politique pollution pont population port
portable portefeuille poste poubelle poulet poussière pouvoir présence président presse pression prison prix problème
produit profession programme progrès projet promenade propriétaire protection public puissance quai qualité quartier queue
race radio rapport rayon réaction recherche récit réduction réflexion régime région règle relation remède remarque repas
réponse repos réseau respect responsabilité résultat retard retraite réunion rêve révolution richesse rideau rire risque robe
rôle roman rond rose roue sable sac salade salle santé sauce savon scène science séance secret secrétaire sécurité sens
sentiment série serveur service siècle siège signe silence singe situation société soin sol soldat solution somme sommet son
sort sortie souci souffle souvenir spectacle sport stade style sujet surface surprise système tableau tâche taille talent tapis
tarif tasse taxe technique télé télévision témoin température tempête terrain théâtre thème timbre tir titre toilettes tour
tourisme trace tradition train trajet tranche transport travail trou troupe truc tuyau type univers université usage usine
vague valeur vapeur vedette vélo vendeur vérité verre veste victime victoire vie violence visage visite vitesse vitre voisin vol
volonté vue
`;
