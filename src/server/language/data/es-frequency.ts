/**
 * About 2,000 common Spanish lemmas in rough frequency order (later parts grouped by topic),
 * written for this project from general knowledge of the language. Adjectives are listed in the
 * masculine singular. Tags: /v verb, /a adjective, /r adverb, /i interjection, /m number;
 * untagged words are nouns.
 */
export default `
de el que y a en un ser/v se no haber/v por con su para como estar/v tener/v le lo todo pero más hacer/v o poder/v decir/v este
ir/v otro/a ese la si me ya ver/v porque dar/v cuando él muy sin vez mucho saber/v qué sobre mi alguno mismo/a yo también
hasta año dos/m querer/v entre así primero/a desde grande/a eso ni nos llegar/v pasar/v tiempo ella sí día uno/m bien poco
deber/v entonces poner/v cosa tanto hombre parecer/v nuestro tan donde ahora/r parte después/r vida quedar/v siempre/r
creer/v hablar/v llevar/v dejar/v nada cada seguir/v menos nuevo/a encontrar/v algo solo/r pues llamar/v venir/v pensar/v
salir/v volver/v tomar/v conocer/v vivir/v sentir/v tratar/v mirar/v contar/v empezar/v esperar/v buscar/v existir/v
entrar/v trabajar/v escribir/v perder/v producir/v ocurrir/v entender/v pedir/v recibir/v recordar/v terminar/v
permitir/v aparecer/v conseguir/v comenzar/v servir/v sacar/v necesitar/v mantener/v resultar/v leer/v caer/v cambiar/v
presentar/v crear/v abrir/v considerar/v oír/v acabar/v convertir/v ganar/v formar/v traer/v partir/v morir/v aceptar/v
realizar/v suponer/v comprender/v lograr/v explicar/v preguntar/v tocar/v reconocer/v estudiar/v alcanzar/v nacer/v
dirigir/v correr/v utilizar/v pagar/v ayudar/v gustar/v jugar/v escuchar/v cumplir/v ofrecer/v descubrir/v levantar/v
intentar/v usar/v decidir/v repetir/v olvidar/v valer/v comer/v mostrar/v ocupar/v mover/v continuar/v suceder/v
cerrar/v preparar/v enseñar/v aprender/v viajar/v comprar/v vender/v beber/v dormir/v despertar/v levantar/v bañar/v
duchar/v lavar/v limpiar/v cocinar/v cenar/v desayunar/v almorzar/v caminar/v andar/v bailar/v cantar/v nadar/v
conducir/v manejar/v visitar/v invitar/v celebrar/v regalar/v amar/v odiar/v preferir/v desear/v soñar/v reír/v
llorar/v sonreír/v gritar/v contestar/v responder/v preguntar/v mandar/v enviar/v llenar/v vaciar/v romper/v arreglar/v
construir/v destruir/v subir/v bajar/v cruzar/v girar/v parar/v quitar/v guardar/v cuidar/v descansar/v cansar/v
preocupar/v enfadar/v molestar/v importar/v encantar/v doler/v faltar/v sobrar/v costar/v
casa país mundo momento forma caso lugar gobierno persona mano ojo historia manera noche trabajo punto verdad padre madre
agua hijo hija niño niña familia ciudad nombre palabra tierra mujer gente amigo amiga problema libro calle puerta cabeza
semana mes hora minuto tarde mañana mesa cuarto habitación cocina baño sala jardín ventana cama silla coche carro tren avión
autobús bicicleta camino viaje hotel playa mar montaña río campo pueblo iglesia escuela colegio universidad clase profesor
profesora estudiante alumno médico doctor hospital dinero precio tienda mercado banco restaurante comida desayuno almuerzo
cena pan carne pollo pescado fruta manzana naranja verdura papa patata tomate arroz huevo leche queso café té cerveza vino
jugo zumo azúcar sal plato vaso taza botella cuchillo tenedor cuchara ropa camisa pantalón vestido falda zapato chaqueta
abrigo sombrero bolso
perro gato pájaro caballo vaca cerdo animal
cuerpo cara nariz boca oreja diente pelo brazo pierna pie dedo espalda corazón sangre piel
hermano hermana abuelo abuela tío tía primo prima esposo esposa marido novio novia vecino jefe compañero
lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo junio julio agosto septiembre octubre
noviembre diciembre primavera verano otoño invierno fin cumpleaños navidad vacaciones fiesta
sol luna estrella cielo nube lluvia nieve viento tiempo calor frío
idea razón pregunta respuesta ejemplo error cambio grupo equipo juego partido fútbol deporte música canción película foto
teléfono móvil celular ordenador computadora internet mensaje correo página pantalla
idioma lengua español inglés frase palabra
bueno/a malo/a grande/a pequeño/a nuevo/a viejo/a joven/a largo/a corto/a alto/a bajo/a bonito/a feo/a lindo/a guapo/a
caro/a barato/a fácil/a difícil/a importante/a posible/a imposible/a feliz/a triste/a contento/a cansado/a enfermo/a
fuerte/a débil/a rico/a pobre/a rápido/a lento/a limpio/a sucio/a lleno/a vacío/a libre/a ocupado/a seguro/a claro/a
cierto/a verdadero/a falso/a simpático/a amable/a divertido/a aburrido/a interesante/a increíble/a
rojo/a azul/a verde/a amarillo/a negro/a blanco/a gris/a marrón/a rosa/a
último/a siguiente/a próximo/a único/a diferente/a igual/a mejor/a peor/a mayor/a menor/a
caliente/a frío/a delicioso/a rico/a
tres/m cuatro/m cinco/m seis/m siete/m ocho/m nueve/m diez/m once/m doce/m veinte/m treinta/m cien/m ciento/m mil/m millón
gracias/i hola/i adiós/i perdón/i
hoy/r mañana/r ayer/r pronto/r tarde/r temprano/r nunca/r jamás/r siempre/r todavía/r aún/r casi/r quizás/r quizá/r
realmente/r solamente/r exactamente/r rápidamente/r finalmente/r claramente/r normalmente/r generalmente/r
juntos/r lejos/r cerca/r dentro/r fuera/r arriba/r abajo/r delante/r detrás/r
hambre sed miedo sueño prisa suerte amor odio alegría tristeza esperanza paz guerra
acción actividad acuerdo agua aire alma ambiente amistad análisis ángulo año apartamento árbol arte artista asunto atención
autor ayuda barrio base batalla belleza billete boda bolsa borde brazo cabeza cadena caja calidad cama cámara campaña canal
cantidad capacidad capital capítulo cara carácter cargo carne carrera carretera carta casa causa centro cerebro ciencia cine
círculo cita ciudadano civilización clase cliente clima club cola colegio color comercio comida comisión compañía comunidad
concepto conciencia concierto condición conferencia confianza conflicto conjunto conocimiento consecuencia consejo construcción
contacto contenido contrato control conversación copa corte costa costumbre crecimiento crisis cuenta cuento cuestión
cultura curso daño dato debate decisión defensa deseo destino detalle diferencia dirección director discurso diseño
distancia documento dolor duda economía edad edificio educación efecto ejército elección elemento empleo empresa energía
enemigo enfermedad entrada época equipo escena espacio espalda especie espejo esfuerzo estación estado estilo estudio
etapa éxito experiencia explicación exposición expresión extranjero fábrica falta fecha fe figura fila final flor fondo
forma frontera fuego fuente fuerza función futuro ganas gasto gato general género gesto gobierno golpe gota gusto
habitante hecho herida herramienta hielo hierro hogar hoja hombro honor humor iglesia igualdad imagen importancia impuesto
industria información informe instante instrumento intención interés investigación invierno isla izquierda jardín juez
justicia lado lago lágrima lápiz lector lectura ley libertad límite línea lista llave llamada lucha luz madera maestro
mal mapa máquina mar marca medicina medida medio memoria mente mercado meta método miembro ministro mirada misión modelo
modo moneda movimiento muerte muestra mundo museo nación naturaleza necesidad negocio nivel norte noticia novela número
objeto obra océano oficina olor opinión orden organización origen oro paciente padres paisaje pájaro palabra papel par
pared pareja parque pasado paso patio pecho película peligro pelota pena pensamiento periódico periodista permiso
personaje peso piedra piso planeta planta plan plaza población poder poema poesía policía política posibilidad práctica
premio presencia presidente presión principio prisión proceso producto programa progreso propuesta protección prueba
público puente puerto pueblo puesto raíz rato realidad receta recuerdo red regalo región regla relación religión reloj
resto resultado reunión revista riesgo ritmo robo rueda ruido salud secreto sector seguridad sentido sentimiento señal
señor señora serie servicio sexo siglo significado silencio sistema situación sociedad soldado solución sombra sonido
sorpresa suelo sueldo sujeto sur tamaño tarea tarjeta teatro técnica tema temperatura teoría tiempo tipo título torre
trabajador tradición traje tratamiento tribunal tristeza turno universidad uso valor vecino velocidad venta verdad vestido
víctima victoria vida vidrio viento visión visita voluntad voz vuelo zona
`;
