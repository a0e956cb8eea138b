/** es-en, part 7: Technology and video; Function words. Format and provenance: ../es-en.ts. */
export default `
# Technology and video
vídeo|video
video|video
aplicación|app; application
archivo|file; archive
carpeta|folder
contraseña|password
usuario|user
enlace|link
botón|button
tecla|key (keyboard)
teclado|keyboard
ratón|mouse
portátil|laptop
tableta|tablet
auriculares|headphones; earphones
altavoz|speaker; loudspeaker
micrófono|microphone
batería|battery; drums
cargador|charger
dispositivo|device
aparato|device; appliance
configuración|settings; configuration
ajuste|setting; adjustment
actualización|update
versión|version
descarga|download
seguidor|follower
suscriptor|subscriber
comentario|comment
like|like (on social media)
publicación|post; publication
tutorial|tutorial
reseña|review
oferta|offer; deal
descuento|discount
resolución|resolution
virtual/a|virtual
digital/a|digital
inalámbrico/a|wireless
potente/a|powerful
ligero/a|light; slight
pesado/a|heavy; tedious
cómodo/a|comfortable
incómodo/a|uncomfortable
práctico/a|practical; handy
útil/a|useful
inútil/a|useless
moderno/a|modern
antiguo/a|old; ancient; former
actual/a|current; present
reciente/a|recent
original/a|original
básico/a|basic
principal/a|main
especial/a|special
normal/a|normal
raro/a|strange; rare; weird
extraño/a|strange; foreign
común/a|common
simple/a|simple
sencillo/a|simple; easy; plain
complicado/a|complicated
perfecto/a|perfect
excelente/a|excellent
genial/a|great; brilliant
fantástico/a|fantastic
maravilloso/a|wonderful
horrible/a|horrible; awful
terrible/a|terrible
precioso/a|beautiful; lovely; precious
hermoso/a|beautiful
agradable/a|pleasant; nice
tranquilo/a|calm; quiet
nervioso/a|nervous
preocupado/a|worried
enfadado/a|angry
enojado/a|angry
sorprendido/a|surprised
emocionado/a|excited; moved
orgulloso/a|proud
celoso/a|jealous
tímido/a|shy
valiente/a|brave
listo/a|ready; clever
inteligente/a|intelligent; clever
tonto/a|silly; stupid
loco/a|crazy; mad
serio/a|serious
gracioso/a|funny
educado/a|polite
grosero/a|rude
trabajador/a|hard-working
perezoso/a|lazy
generoso/a|generous
honesto/a|honest
sano/a|healthy
delgado/a|thin; slim
gordo/a|fat
ancho/a|wide; broad
estrecho/a|narrow; tight
profundo/a|deep
redondo/a|round
cuadrado/a|square
plano/a|flat
duro/a|hard; tough
blando/a|soft
suave/a|soft; smooth; gentle
liso/a|smooth; straight (hair)
mojado/a|wet
seco/a|dry
oscuro/a|dark
brillante/a|bright; shiny; brilliant
tibio/a|lukewarm; warm
templado/a|mild; warm
nublado/a|cloudy
soleado/a|sunny
lluvioso/a|rainy
ruidoso/a|noisy
silencioso/a|silent; quiet
peligroso/a|dangerous
necesario/a|necessary
suficiente/a|enough; sufficient
propio/a|own
entero/a|whole; entire
medio/a|half; average
doble/a|double
solo/a|alone; lonely; on its own
junto/a|together; next to
cercano/a|near; close
lejano/a|distant; far
público/a|public
privado/a|private
nacional/a|national
internacional/a|international
local/a|local
social/a|social
político/a|political
económico/a|economic; cheap
personal/a|personal
natural/a|natural
humano/a|human
real/a|real; royal
total/a|total
final/a|final
anterior/a|previous; front
posterior/a|later; back
superior/a|upper; superior
inferior/a|lower; inferior
distinto/a|different; distinct
parecido/a|similar
semejante/a|similar; such
capaz/a|capable; able
famoso/a|famous
conocido/a|well-known; familiar
desconocido/a|unknown
popular/a|popular
típico/a|typical
tradicional/a|traditional
extranjero/a|foreign
español/a|Spanish
mexicano/a|Mexican
americano/a|American
europeo/a|European
francés/a|French
alemán/a|German
italiano/a|Italian
chino/a|Chinese
japonés/a|Japanese
# Function words
tú/n|you (informal)
usted/n|you (formal)
ustedes/n|you (plural)
vosotros/n|you (plural, Spain)
nosotros/n|we; us
ellos/n|they; them
te/n|you; yourself
os/n|you (plural); yourselves
les/n|them; to them; you (plural)
mí/n|me
ti/n|you
conmigo/n|with me
contigo/n|with you
alguien/n|someone; anyone
nadie/n|nobody; no one; anyone
cual/n|which; who
quien/n|who; whom
quién/n|who
cuál/n|which; what
esto/n|this
aquello/n|that (over there)
aquel/d|that (over there)
tu/d|your
vuestro/d|your (plural)
ninguno/d|none; no; not any
varios/d|several; various
demasiado/d|too much; too many
bastante/d|quite; enough
cualquier/d|any; whatever
ambos/d|both
cuanto/d|as much as; as many as
cuánto/d|how much; how many
sino/c|but (rather)
aunque/c|although; even if
mientras/c|while; whereas
pues/c|well; since; then
ojalá/i|I hope; hopefully
bajo/x|under; below
ante/x|before; in the face of
contra/x|against
hacia/x|towards
según/x|according to
durante/x|during; for
mediante/x|by means of
tras/x|after; behind
excepto/x|except
salvo/x|except; save
incluso/r|even; including
además/r|also; besides; moreover
sólo/r|only; just
apenas/r|hardly; barely
bastante/r|quite; fairly; enough
demasiado/r|too; too much
tampoco/r|neither; not either
luego/r|then; later
antes/r|before; earlier
mientras/r|meanwhile
enseguida/r|right away
ya/r|already; now
aquí/r|here
ahí/r|there
allí/r|there
allá/r|over there
acá/r|here
dónde/r|where
cuándo/r|when
cómo/r|how
adónde/r|where (to)
mal/r|badly; wrong
despacio/r|slowly
deprisa/r|quickly; fast
fácilmente/r|easily
perfectamente/r|perfectly
totalmente/r|totally; completely
completamente/r|completely
absolutamente/r|absolutely
simplemente/r|simply; just
precisamente/r|precisely; exactly
especialmente/r|especially
directamente/r|directly; straight
actualmente/r|currently; now
recientemente/r|recently
últimamente/r|lately
inmediatamente/r|immediately
seguramente/r|probably; surely
probablemente/r|probably
posiblemente/r|possibly
afortunadamente/r|fortunately
desgraciadamente/r|unfortunately
obviamente/r|obviously
igualmente/r|likewise; equally
vale/i|OK; all right
oye/i|hey; listen
bueno/i|well; OK
claro/i|of course; sure
venga/i|come on; OK
vaya/i|wow; oh dear
ay/i|ouch; oh
eh/i|hey; eh
uf/i|phew; ugh
bienvenido/i|welcome
salud/i|cheers; bless you
felicidades/i|congratulations
cuarenta/m|forty
cincuenta/m|fifty
sesenta/m|sixty
setenta/m|seventy
ochenta/m|eighty
noventa/m|ninety
trece/m|thirteen
catorce/m|fourteen
quince/m|fifteen
dieciséis/m|sixteen
diecisiete/m|seventeen
dieciocho/m|eighteen
diecinueve/m|nineteen
veintiuno/m|twenty-one
cero/m|zero
doscientos/m|two hundred
quinientos/m|five hundred
segundo/a|second
tercero/a|third
cuarto/a|fourth
quinto/a|fifth
mitad|half
doble|double
docena|dozen
`;
