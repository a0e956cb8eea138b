import type { StoryBook } from '../../types.ts';

export const SPANISH_STORIES: StoryBook = {
  quote: `En el vídeo, alguien dice: «{line}»`,
  fallback: [
    [
      'Hoy vi un vídeo.',
      'Aprendí palabras nuevas, como «{n1|ciudad}».',
      'Leí las frases varias veces.',
      'Mañana lo voy a ver otra vez.',
    ],
    [
      'Aprendí mucho con este vídeo.',
      'La parte sobre {n1:def|la ciudad} es mi favorita.',
      'Quiero usar estas palabras con mis amigos.',
      'La semana que viene lo voy a explicar con mis propias palabras.',
    ],
  ],
  stories: {
    'es.ser-estar': [
      [
        'Me llamo Pablo y soy profesor.',
        'Soy de Sevilla, pero ahora estoy en Madrid.',
        'Hoy estoy un poco cansado, porque el trabajo es difícil.',
        'Pero {n1:def|la ciudad} es muy interesante.',
      ],
      [
        'Mi casa es pequeña, pero está en el centro.',
        'La cocina es mi lugar favorito.',
        'Ahora estoy en la cocina y la sopa está lista.',
        '{n1:def|El pan} está en la mesa.',
      ],
      [
        'Mi hermana es médica.',
        'Es una persona muy alegre.',
        'Hoy está triste porque está enferma.',
        'Le llevo {n1:indef|un regalo} para que esté mejor.',
      ],
    ],
    'es.preterite-imperfect': [
      [
        'Cuando era pequeño, vivía en un pueblo.',
        'Todos los días jugaba en la calle con mis amigos.',
        'Un día encontré {n1:indef|un libro} en la plaza.',
        'Esa tarde lo leí entero.',
      ],
      [
        'Ayer hacía mucho calor.',
        'Mientras caminaba por el parque, vi a un viejo amigo.',
        'Hablamos durante una hora sobre {n1:def|el trabajo}.',
        'Después fuimos a tomar algo.',
      ],
      [
        'El verano pasado viajé a México.',
        'El hotel era bonito y la comida estaba deliciosa.',
        'Cada mañana desayunaba en la terraza.',
        'El último día compré {n1:indef|un recuerdo}.',
      ],
    ],
    'es.subjunctive-triggers': [
      [
        'Mañana es el cumpleaños de mi madre.',
        'Quiero que sea un día especial.',
        'Voy a comprar {n1:indef|un regalo} para que esté contenta.',
        'Espero que le guste.',
      ],
      [
        'Mi profesor quiere que hablemos más en clase.',
        'Dice que es importante que estudiemos cada día.',
        'Por eso nos da {n1:indef|un texto} para que lo leamos en casa.',
        'Ojalá tengamos tiempo.',
      ],
      [
        'Necesito que me ayudes con {n1:def|la mudanza}.',
        'Antes de que llegue el camión, hay que preparar las cajas.',
        'Te escribo para que no te olvides.',
        'Espero que todo salga bien.',
      ],
    ],
    'es.ir-a': [
      [
        'Este fin de semana voy a visitar a mis abuelos.',
        'Vamos a cocinar juntos.',
        'Les voy a contar todo sobre {n1:def|el viaje}.',
        'Va a ser un día estupendo.',
      ],
      [
        'Mañana va a llover.',
        'No voy a salir de casa.',
        'Voy a {v1:inf|leer} y a descansar.',
        'Mis amigos van a venir por la tarde para hablar de {n1:def|el viaje}.',
      ],
      [
        'Este año voy a aprender algo nuevo.',
        'Primero voy a {v1:inf|practicar} todos los días.',
        'Después vamos a hablar de {n1:def|el tema} con unos amigos.',
        'Va a ser difícil, pero divertido.',
      ],
    ],
    'es.gustar': [
      [
        'Me gusta mucho la música.',
        'A mi hermano le encanta el cine.',
        'A los dos nos gusta {n1:def|el deporte}.',
        'Pero no nos interesa la política.',
      ],
      [
        '¿Te gusta cocinar?',
        'A mí me encanta, pero me molesta limpiar la cocina.',
        'Me gusta sobre todo preparar {n1:def|la cena}.',
        'Hoy me duelen un poco los pies.',
      ],
      [
        'A mi abuela le gustan las plantas.',
        'Le importa mucho su jardín.',
        'También le interesa {n1:def|la historia}.',
        'A mí me parece una mujer increíble.',
      ],
    ],
    'es.reflexive': [
      [
        'Todos los días me levanto a las siete.',
        'Me ducho y me visto rápido.',
        'Luego me siento a desayunar y leo sobre {n1:def|el tiempo}.',
        'Por la noche me acuesto temprano.',
      ],
      [
        'Mi amiga se llama Lucía.',
        'Se preocupa mucho por {n1:def|el trabajo}.',
        'Los domingos nos quedamos en casa y nos relajamos.',
        'Así ella se olvida de todo.',
      ],
      [
        'Ayer me desperté tarde.',
        'Me di cuenta de que no tenía {n1:def|la llave}.',
        'Me quedé fuera una hora.',
        'Al final, me reí de la situación.',
      ],
    ],
  },
};
