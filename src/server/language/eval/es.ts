import type { EvalCase } from './score.ts';

/** Spanish: ser/estar/ir/tener, stem-changing verbs, clitics, plurals and feminines. */
export const tuning: EvalCase[] = [
  ['Los niños fueron a la escuela.', '*Los=el niños=niño fueron=ser *a *la=el escuela'],
  ['Ella tiene dos hermanas muy simpáticas.', '*Ella tiene=tener ^dos hermanas=hermana *muy simpáticas=simpático'],
  ['¿Dónde están mis llaves?', '*Dónde *están=estar *mis=mi llaves=llave'],
  ['Pienso que vuelven mañana por la tarde.', 'Pienso=pensar *que vuelven=volver mañana *por *la=el tarde'],
  ['Dámelo, por favor.', 'Dámelo=dar *por favor'],
  ['Nosotros vivimos en una ciudad pequeña.', '*Nosotros vivimos=vivir *en *una=un ciudad pequeña=pequeño'],
  ['Ayer comí paella con mis amigos.', 'Ayer comí=comer paella *con *mis=mi amigos=amigo'],
  ['Voy a estudiar para el examen.', 'Voy=ir *a estudiar *para *el examen'],
  [
    'Las canciones de esa cantante son preciosas.',
    '*Las=el canciones=canción *de *esa=ese cantante *son=ser preciosas=precioso',
  ],
  ['Mi madre siempre duerme la siesta.', '*Mi madre siempre duerme=dormir *la=el siesta'],
  ['Hace mucho calor en verano.', 'Hace=hacer *mucho calor *en verano'],
  ['Queremos comprar un coche nuevo.', 'Queremos=querer comprar *un coche nuevo'],
  [
    'Los estudiantes leyeron tres libros interesantes.',
    '*Los=el estudiantes=estudiante leyeron=leer ^tres libros=libro interesantes=interesante',
  ],
  ['¿Puedes ayudarme con la maleta?', 'Puedes=poder ayudarme=ayudar *con *la=el maleta'],
  ['Ellos se levantan temprano todos los días.', '*Ellos *se levantan=levantar temprano *todos=todo *los=el días=día'],
  ['Busqué las gafas por toda la casa.', 'Busqué=buscar *las=el gafas=gafa *por *toda=todo *la=el casa'],
  ['El tren llegó con veinte minutos de retraso.', '*El tren llegó=llegar *con ^veinte minutos=minuto *de retraso'],
  ['Me gustan las películas españolas.', '*Me gustan=gustar *las=el películas=película españolas=español'],
  ['Estábamos cansados después del viaje.', '*Estábamos=estar cansados=cansado después *del=de viaje'],
  ['Tenemos que hablar con el director.', 'Tenemos=tener *que hablar *con *el director'],
  ['Las luces de la calle estaban apagadas.', '*Las=el luces=luz *de *la=el calle *estaban=estar apagadas=apagado'],
  ['¿Sabes dónde vive Juan?', 'Sabes=saber *dónde vive=vivir ^Juan'],
  ['Les pedimos ayuda a los vecinos.', '*Les pedimos=pedir ayuda *a *los=el vecinos=vecino'],
  ['Han abierto una tienda nueva en el barrio.', '*Han=haber abierto=abrir *una=un tienda nueva=nuevo *en *el barrio'],
  [
    'Mis abuelos nacieron en un pueblo de Galicia.',
    '*Mis=mi abuelos=abuelo nacieron=nacer *en *un pueblo *de ^Galicia',
  ],
  ['Los perros corren rápidamente por el parque.', '*Los=el perros=perro corren=correr rápidamente *por *el parque'],
  ['Juego al fútbol con mis compañeros.', 'Juego=jugar *al=a fútbol *con *mis=mi compañeros=compañero'],
  ['Nunca he visto una película tan aburrida.', 'Nunca *he=haber visto=ver *una=un película *tan aburrida=aburrido'],
  ['Los precios subieron mucho este año.', '*Los=el precios=precio subieron=subir *mucho *este año'],
  ['Ella se puso el vestido rojo para la fiesta.', '*Ella *se puso=poner *el vestido rojo *para *la=el fiesta'],
];

/** Written after the rules were frozen, in the style of video transcripts; not used to tune anything. */
export const heldOut: EvalCase[] = [
  ['¡Hola a todos y bienvenidos a mi canal!', 'Hola *a *todos=todo *y bienvenidos=bienvenido *a *mi canal'],
  ['Hoy os voy a enseñar mi rutina de mañana.', 'Hoy *os voy=ir *a enseñar *mi rutina *de mañana'],
  ['Probamos la comida típica y nos encantó.', 'Probamos=probar *la=el comida típica=típico *y *nos encantó=encantar'],
  ['Los billetes de avión estaban carísimos.', '*Los=el billetes=billete *de avión *estaban=estar carísimos=caro'],
  ['Mi hermana se mudó a Barcelona el año pasado.', '*Mi hermana *se mudó=mudar *a ^Barcelona *el año pasado'],
  ['Si os gusta el vídeo, dadle a me gusta.', '*Si *os gusta=gustar *el vídeo dadle=dar *a *me gusta=gustar'],
  [
    'Caminamos por las calles estrechas del centro.',
    'Caminamos=caminar *por *las=el calles=calle estrechas=estrecho *del=de centro',
  ],
  [
    'Nunca había visto tantos turistas juntos.',
    'Nunca *había=haber visto=ver *tantos=tanto turistas=turista juntos=junto',
  ],
  [
    'Ellos prefieren quedarse en casa los domingos.',
    '*Ellos prefieren=preferir quedarse=quedar *en casa *los=el domingos=domingo',
  ],
  [
    'La profesora nos explicó las reglas otra vez.',
    '*La=el profesora=profesor *nos explicó=explicar *las=el reglas=regla *otra=otro vez',
  ],
  [
    'He comprado unas zapatillas nuevas para correr.',
    '*He=haber comprado=comprar *unas=un zapatillas=zapatilla nuevas=nuevo *para correr',
  ],
  ['Cuando llegamos, el museo ya estaba cerrado.', '*Cuando llegamos=llegar *el museo *ya *estaba=estar cerrado'],
  [
    'Mis padres siempre me cuentan historias divertidas.',
    '*Mis=mi padres=padre siempre *me cuentan=contar historias=historia divertidas=divertido',
  ],
  ['Se me olvidó traer el cargador del móvil.', '*Se *me olvidó=olvidar traer *el cargador *del=de móvil'],
  ['Nos vemos en el próximo vídeo.', '*Nos vemos=ver *en *el próximo vídeo'],
];
