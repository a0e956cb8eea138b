/**
 * About 2,000 common English lemmas in rough frequency order, written for this project from
 * general knowledge of spoken and written English (not copied from a corpus list). Tags: /v verb,
 * /a adjective, /r adverb, /i interjection, /m number; untagged words are nouns.
 */
export default `
the be/v and of a to in have/v it i that for you he with on do/v say/v this they at but we his from not by she or as what go/v
their can who get/v if would her all my make/v about know/v will up one/m time there year so think/v when which them some me people
take/v out into just see/v him your come/v could now than like other/a how then its our two/m more these want/v way look/v first/a
also new/a because day use/v no man find/v here thing give/v many well/r only those tell/v very even back/r any good/a woman through
us life child work/v down/r may after should call/v world over school still/r try/v last/a ask/v need/v too feel/v three/m state
never/r become/v between high/a really/r something most another family own/a leave/v put/v old/a while mean/v keep/v student why
let/v great/a same/a big/a group begin/v seem/v country help/v talk/v where turn/v problem every start/v hand might show/v part
against place such again/r few case week company system each right/a program hear/v question during play/v government run/v
small/a number off always/r move/v night live/v point believe/v hold/v today/r bring/v happen/v next/a without before large/a
million/m must home under water room write/v mother area national/a money story young/a fact month different/a lot study/v book
eye job word business issue side kind four/m head far/r black/a long/a both little/a house yes/i since provide/v service around
friend important/a father sit/v away/r until power hour game often/r yet line political/a end/v among ever/r stand/v bad/a lose/v
however/r member pay/v law meet/v car city almost/r include/v continue/v set/v later/r community much name five/m once white/a
least president learn/v real/a change/v team minute best/a several idea kid body information nothing ago/r lead/v social/a
understand/v whether watch/v together/r follow/v parent stop/v face anything create/v public/a already/r speak/v others read/v
level allow/v add/v office spend/v door health person art sure/a war history party within grow/v result open/v morning walk/v
reason low/a win/v research girl guy early/a food moment himself air teacher force offer/v enough education across although
remember/v foot second/m boy maybe/r toward able/a age policy everything love/v process music including consider/v appear/v
actually/r buy/v probably/r human/a wait/v serve/v market die/v send/v expect/v sense build/v stay/v fall/v oh/i nation plan/v cut/v
college interest death course someone experience behind reach/v local/a kill/v six/m remain/v effect yeah/i suggest/v class
control/v raise/v care/v perhaps/r late/a hard/a field else pass/v former/a sell/v major/a sometimes/r require/v along development
themselves report/v role better/a economic/a effort decide/v rate strong/a possible/a heart drug show leader light voice wife
whole/a police mind finally/r pull/v return/v free/a military/a price less according decision explain/v son hope/v develop/v view
relationship carry/v town road drive/v arm true/a federal/a break/v difference thank/v receive/v value international/a building
action full/a model join/v season society tax director position player agree/v especially/r record pick/v wear/v paper special/a
space ground form support/v event official/a whose matter everyone center couple site project hit/v base activity star table
need court produce/v eat/v american/a teach/v oil half situation easy/a cost/v industry figure street image itself phone either
data cover/v quite/r picture clear/a practice piece land recent/a describe/v product doctor wall patient worker news test movie
certain/a north personal/a simply/r third/m technology catch/v step baby computer type attention draw/v film tree source red/a
nearly/r organization choose/v cause/v hair century evidence window difficult/a listen/v soon/r culture billion/m chance brother
energy period summer realize/v hundred/m available/a plant likely/a opportunity term short/a letter condition choice single/a rule
daughter administration south husband floor campaign material population economy medical/a hospital church close/v thousand/m
risk current/a fire future wrong/a involve/v defense anyone increase/v security bank myself certainly/r west sport board seek/v
per subject officer private/a rest behavior deal/v performance fight/v throw/v top quickly/r past goal bed order author fill/v
represent/v focus/v foreign/a drop/v blood upon agency push/v nature color recently/r store reduce/v sound note fine/a near
movement page enter/v share/v common/a poor/a natural/a race concern series significant/a similar/a hot/a language usually/r
response dead/a rise/v animal factor decade article shoot/v east save/v seven/m artist away/r scene stock career despite central/a
eight/m thus/r treatment beyond happy/a exactly/r protect/v approach lie/v size dog fund serious/a occur/v media ready/a sign
thought list individual simple/a quality pressure accept/v answer resource identify/v left meeting determine/v prepare/v disease
whatever success argue/v cup particularly/r amount ability staff recognize/v indicate/v character growth loss degree wonder/v
attack herself region television box training pretty/r trade election everybody physical/a lay/v general/a feeling standard bill
message fail/v outside/r arrive/v analysis benefit sex forward/r lawyer present/a section environmental/a glass skill sister
professor operation financial/a crime stage ok/i compare/v authority miss/v design/v sort act/v ten/m knowledge gun station blue/a
state/v strategy clearly/r discuss/v indeed/r truth song example democratic/a check/v environment leg dark/a various/a rather/r
laugh/v guess/v executive/a prove/v hang/v entire/a rock forget/v claim/v remove/v manager enjoy/v network legal/a religious/a
cold/a final/a main/a science green/a memory card above/r seat cell establish/v nice/a trial expert/a spring firm radio visit/v
management avoid/v imagine/v tonight/r huge/a ball finish/v yourself theory impact respond/v statement maintain/v charge popular/a
traditional/a onto reveal/v direction weapon employee cultural/a contain/v peace pain apply/v measure/v wide/a shake/v fly/v
interview manage/v chair fish particular/a camera structure politics perform/v bit weight suddenly/r discover/v candidate
production treat/v trip evening affect/v inside/r conference unit style adult worry/v range mention/v deep/a edge specific/a
writer trouble necessary/a throughout challenge fear shoulder institution middle/a sea dream beautiful/a property instead/r
improve/v stuff detail method somebody magazine hotel soldier reflect/v heavy/a sexual/a bag heat marriage tough/a sing/v surface
purpose exist/v pattern whom skin agent owner machine gas generation commercial/a address cancer item reality coach yard beat/v
violence total/a tend/v investment discussion finger garden notice/v collection modern/a task partner positive/a civil/a kitchen
consumer shot budget wish/v painting scientist safe/a agreement capital mouth nor victim newspaper threat responsibility smile/v
attorney score account interesting/a audience rich/a dinner vote/v western/a relate/v travel/v debate prevent/v citizen majority
none front born/a admit/v senior/a assume/v wind key professional/a mission fast/r alone/r customer suffer/v speech successful/a
option participant southern/a fresh/a eventually/r forest video global/a senate reform access restaurant judge publish/v relation
release/v bird opinion credit critical/a corner concerned/a recall/v version stare/v safety effective/a neighborhood original/a
troop income directly/r hurt/v species immediately/r track basic/a strike/v sky freedom absolutely/r plane nobody achieve/v object
attitude labor refer/v concept client powerful/a perfect/a nine/m therefore/r conduct/v announce/v conversation examine/v touch/v
please/r attend/v completely/r variety sleep/v involved/a investigation nuclear/a researcher press conflict spirit replace/v
british/a encourage/v argument once camp brain feature afternoon weekend dozen possibility insurance department battle beginning
date generally/r african/a sorry/a crisis complete/a fan stick/v define/v easily/r hole element vision status normal/a chinese/a
ship solution stone slowly/r scale university introduce/v driver attempt park spot lack ice boat drink/v sun distance wood
handle/v truck mountain survey supply/v tradition winter village refuse/v sales roll/v communication run screen gain/v resident
hide/v gold club farm potential/a european/a presence independent/a district shape reader contract crowd christian/a express/v
apartment willing/a strength previous/a band obviously/r horse interested/a target prison ride/v guard terms demand/v reporter
deliver/v text tool wild/a vehicle observe/v flight facility understanding average/a emerge/v advantage quick/a leadership earn/v
pound basis bright/a operate/v guest sample contribute/v tiny/a block protection settle/v feed/v collect/v additional/a highly/r
identity title mostly/r lesson faith river promote/v living/a count/v unless marry/v tomorrow/r technique path ear shop folk
principle survive/v lift/v border competition jump/v gather/v limit/v fit/v cry/v equipment worth/a associate/v critic warm/a
aspect insist/v failure annual/a french/a christmas comment responsible/a affair procedure regular/a spread/v chairman baseball
soft/a ignore/v egg belief demonstrate/v anybody murder gift religion review editor engage/v coffee document speed cross/v
influence anyway/r threaten/v commit/v female/a youth wave afraid/a quarter background native/a broad/a wonderful/a deny/v
apparently/r slightly/r reaction twice/r suit perspective growing/a blow/v construction intelligence destroy/v cook/v connection
burn/v shoe view grade context committee hey/i mistake location clothes indian/a quiet/a dress/v promise/v aware/a neighbor
function bone active/a extend/v chief/a combine/v wine below/r cool/a voter learning bus hell dangerous/a remind/v moral/a
united/a category relatively/r victory academic/a internet healthy/a fire/v negative/a following/a historical/a medicine tour
depend/v photo finding grab/v direct/a classroom contact justice participate/v daily/a fair/a pair famous/a exercise knee flower
tape hire/v familiar/a appropriate/a supposed/a sport rain/v
sick/a hungry/a tired/a thirsty/a angry/a sad/a funny/a cheap/a expensive/a clean/a dirty/a busy/a empty/a favorite/a delicious/a
lovely/a pretty/a ugly/a kind/a polite/a rude/a lazy/a smart/a stupid/a crazy/a strange/a weird/a boring/a excited/a nervous/a
scared/a surprised/a worried/a bored/a lonely/a proud/a brave/a shy/a calm/a gentle/a honest/a fat/a thin/a tall/a slow/a fast/a
loud/a wet/a dry/a sweet/a sour/a salty/a bitter/a spicy/a fresh/a raw/a ripe/a soft/a hard/a smooth/a rough/a sharp/a
breakfast lunch meal bread rice meat chicken beef pork fruit apple banana orange vegetable potato tomato onion salad soup cheese
butter milk tea juice beer sugar salt pepper cake cookie chocolate sandwich pizza pasta noodle dessert snack plate bowl fork knife
spoon bottle kitchen fridge oven
bedroom bathroom shower toilet sofa couch desk lamp mirror shelf drawer closet roof stair wall ceiling carpet curtain pillow
blanket towel soap toothbrush key lock
shirt pants jeans dress skirt jacket coat sweater hat cap shoe sock boot glove scarf belt bag wallet watch ring umbrella glasses
uniform pocket button
monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october
november december spring autumn fall holiday birthday vacation weekend
cat dog horse cow pig sheep chicken duck rabbit mouse bird fish bear lion tiger elephant monkey snake insect bee fly spider
sky cloud rain snow wind storm sun moon star ocean lake beach island hill valley desert forest field grass leaf flower
mom dad grandmother grandfather grandma grandpa aunt uncle cousin niece nephew grandson granddaughter wedding boyfriend girlfriend
classmate roommate stranger
train plane airport station ticket passenger trip journey map hotel luggage passport flight taxi bicycle bike subway highway bridge
traffic parking
hospital nurse dentist pharmacy headache fever cough cold pill
library museum theater cinema market supermarket mall bakery bank post restaurant cafe bar
email message phone laptop keyboard password website app internet online/a download/v upload/v click/v type/v search/v
homework exam grade lesson course classroom pencil pen notebook dictionary vocabulary grammar sentence pronunciation translate/v
spell/v
clean/v wash/v cook/v bake/v boil/v fry/v cut/v mix/v pour/v taste/v smell/v
open/v close/v shut/v lock/v fix/v repair/v paint/v draw/v dance/v swim/v climb/v jump/v kick/v throw/v catch/v hug/v kiss/v
laugh/v cry/v shout/v scream/v whisper/v smile/v yell/v
wake/v sleep/v rest/v relax/v hurry/v rush/v wait/v arrive/v leave/v return/v visit/v stay/v
borrow/v lend/v owe/v rent/v afford/v spend/v save/v waste/v earn/v
forgive/v apologize/v thank/v greet/v invite/v celebrate/v congratulate/v
hate/v prefer/v miss/v hope/v wish/v doubt/v trust/v pretend/v regret/v
explain/v describe/v mention/v discuss/v argue/v complain/v suggest/v recommend/v
plan/v organize/v prepare/v arrange/v decide/v choose/v
fix/v break/v damage/v destroy/v hurt/v injure/v
happen/v appear/v disappear/v
knock/v ring/v
goodbye/i hello/i thanks/i sorry/i wow/i bye/i
anyway/r actually/r basically/r literally/r definitely/r honestly/r seriously/r exactly/r totally/r
everywhere/r somewhere/r anywhere/r nowhere/r
abroad/r downstairs/r upstairs/r outside/r inside/r nearby/r
yesterday/r tomorrow/r tonight/r
early/r late/r
twenty/m thirty/m forty/m fifty/m sixty/m seventy/m eighty/m ninety/m eleven/m twelve/m thirteen/m fourteen/m fifteen/m
sixteen/m seventeen/m eighteen/m nineteen/m
accident advice agreement alarm amount anger anniversary apology appointment attitude audience average award balance bargain
behavior bill bottom brand brick budget bunch cabin calendar candle capital career cash ceiling champion channel chapter charity
chart cheek chest chin citizen climate clinic coast coin colleague comfort competition concert confidence contest corner costume
cotton courage crew crown curiosity customer cycle damage danger deadline debt delay delivery department deposit designer
destination diet dinosaur disaster discount dish document drawer dust duty emergency emotion engine engineer entrance envelope
equipment error escape essay excuse exhibition expert explanation fashion fault feather fence festival fever file flag flavor flood
fog fortune frame fuel furniture gallery gap garage gate gesture ghost goal guide guitar habit hall harbor height hero highlight
hobby honey honor host humor hunger ideal illness incident income ingredient injury ink insect instrument invitation iron jail
jewelry joke journal joy jungle junk kingdom knot label ladder lawn lecture liquid load luck lung magic mail manner marathon mask
meal measure medal melody menu mess metal midnight mood mud muscle mystery nail neck nest noise novel nut ocean onion orchestra
package pain palace pan parade passion pattern pearl penalty pepper permission pet pilot pin planet plastic poem poet poison
portrait poverty powder prayer prize profit pump puzzle queen rank rat recipe reward rhythm rope route routine rubber salary sand
sauce scissors screen secret shadow shame shell shelter shore signal silence silk silver sink skill slice smoke snack soil soul
spice sponsor stadium stamp steam steel stomach storage strike string sugar suitcase supper surgery sweat symbol talent tank tea
tear temperature tent thread throat thumb ticket tip toe tongue tool tooth topic tower toy trail trap treasure trend tribe tunnel
twin universe vacuum valley vase victim violin volume wage waist wallet wave wealth weather wheel whistle wing wire witness wolf
wool worm wrist yard
`;
