/** es-en, part 4: From es-frequency.ts, in its order (4). Format and provenance: ../es-en.ts. */
export default `
poema|poem
poesía|poetry
policía|police; police officer
política|politics; policy
posibilidad|possibility
práctica|practice
premio|prize; award
presencia|presence
presidente|president
presión|pressure
principio|beginning; principle
prisión|prison
proceso|process; trial
producto|product
programa|programme; show; program
progreso|progress
propuesta|proposal
protección|protection
prueba|test; proof; try
público|public; audience
puente|bridge; long weekend
puerto|port; harbour
puesto|post; job; stall
raíz|root
rato|while; short time
realidad|reality
receta|recipe; prescription
recuerdo|memory; souvenir
red|network; net
regalo|gift; present
región|region
regla|rule; ruler; period
relación|relationship; relation
religión|religion
reloj|watch; clock
resto|rest; remainder
resultado|result
reunión|meeting
revista|magazine
riesgo|risk
ritmo|rhythm; pace
robo|theft; robbery
rueda|wheel
ruido|noise
salud|health
secreto|secret
sector|sector
seguridad|safety; security
sentido|sense; meaning; direction
sentimiento|feeling
señal|sign; signal
señor|sir; Mr; gentleman
señora|madam; Mrs; lady
serie|series
servicio|service; toilet
sexo|sex
siglo|century
significado|meaning
silencio|silence
sistema|system
situación|situation
sociedad|society
soldado|soldier
solución|solution
sombra|shade; shadow
sonido|sound
sorpresa|surprise
suelo|floor; ground; soil
sueldo|salary; wages
sujeto|subject; guy
sur|south
tamaño|size
tarea|task; homework
tarjeta|card
teatro|theatre
técnica|technique
tema|topic; subject; song
temperatura|temperature
teoría|theory
tipo|type; kind; guy
título|title; degree
torre|tower
trabajador|worker
tradición|tradition
traje|suit; costume
tratamiento|treatment
tribunal|court
turno|turn; shift
uso|use
valor|value; courage
velocidad|speed
venta|sale
víctima|victim
victoria|victory
vidrio|glass
visión|vision; sight
visita|visit; visitor
voluntad|will; willpower
voz|voice
vuelo|flight
zona|area; zone

`;
