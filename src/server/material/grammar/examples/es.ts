import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17): everyday Spanish as spoken in Spain and Latin America alike. */
export const SPANISH_EXAMPLES: PointExamples = {
  'es.ser-estar': [
    ['Mi hermana es médica.', 'My sister is a doctor.', 'es médica'],
    ['Hoy estoy muy cansado.', "I'm very tired today.", 'estoy muy cansado'],
    ['La tienda está cerca de la plaza.', 'The shop is near the square.', 'está cerca'],
  ],
  'es.preterite-imperfect': [
    ['Cuando era niño, vivía en un pueblo.', 'When I was a child, I lived in a village.', 'era'],
    ['Ayer comí con mis amigos.', 'Yesterday I had lunch with my friends.', 'comí'],
    ['Leía un libro cuando sonó el teléfono.', 'I was reading a book when the phone rang.', 'Leía'],
  ],
  'es.subjunctive-triggers': [
    ['Quiero que vengas a mi fiesta.', 'I want you to come to my party.', 'Quiero que vengas'],
    ['Espero que tengas un buen viaje.', 'I hope you have a good trip.', 'Espero que tengas'],
    ['Es importante que duermas bien.', "It's important that you sleep well.", 'Es importante que duermas'],
  ],
  'es.ir-a': [
    ['Voy a estudiar esta noche.', "I'm going to study tonight.", 'Voy a estudiar'],
    ['¿Qué vas a hacer el sábado?', 'What are you going to do on Saturday?', 'vas a hacer'],
    ['Creo que va a llover.', "I think it's going to rain.", 'va a llover'],
  ],
  'es.gustar': [
    ['Me gusta mucho el café.', 'I really like coffee.', 'Me gusta'],
    ['¿Te gustan las películas de terror?', 'Do you like horror films?', 'Te gustan'],
    ['A mis padres les gusta viajar.', 'My parents like travelling.', 'les gusta'],
  ],
  'es.reflexive': [
    ['Me levanto a las siete.', 'I get up at seven.', 'Me levanto'],
    ['¿Cómo te llamas?', "What's your name?", 'te llamas'],
    ['Los niños se lavan las manos antes de comer.', 'The children wash their hands before eating.', 'se lavan'],
  ],
};
