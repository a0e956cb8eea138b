import { describe, expect, it } from 'vitest';
import { foundIn, matchesOf } from '../test-support.ts';

const TRANSCRIPT = [
  'Hola, me llamo Lucía y soy profesora.',
  'Hoy estoy un poco cansada.',
  'Ayer comí paella con mis amigos.',
  'Cuando era niña, jugaba mucho en la calle.',
  'Quiero que practiquéis conmigo, para que lo sepáis todo.',
  'Ahora vamos a cocinar juntos.',
  'Me encanta el ajo.',
];

describe('Spanish grammar points', () => {
  it('finds the points a spoken transcript uses', () => {
    const found = foundIn('es', TRANSCRIPT);
    expect(found.get('es.reflexive')).toEqual(['me llamo']);
    expect(found.get('es.ser-estar')).toEqual(['soy profesora', 'estoy un poco cansada', 'era niña']);
    expect(found.get('es.preterite-imperfect')).toEqual(['comí', 'era', 'jugaba']);
    expect(found.get('es.subjunctive-triggers')).toEqual(['para que lo sepáis']);
    expect(found.get('es.ir-a')).toEqual(['vamos a cocinar']);
    expect(found.get('es.gustar')).toEqual(['Me encanta']);
  });

  it('keeps fillers, conditionals and people you call out', () => {
    expect(matchesOf('es.ser-estar', 'Es que no sé. Estaba comiendo.')).toEqual([]);
    expect(
      matchesOf('es.preterite-imperfect', 'Comería más, podría ser. Hablo español. Espero que esté bien.'),
    ).toEqual([]);
    expect(matchesOf('es.preterite-imperfect', 'Estuvo aquí, estaba cansado y me dio un libro.')).toEqual([
      'Estuvo',
      'estaba',
      'dio',
    ]);
    expect(matchesOf('es.reflexive', 'Te llamo mañana y te doy el libro.')).toEqual([]);
    expect(matchesOf('es.reflexive', 'Tengo que levantarme. Me di cuenta tarde.')).toEqual(['levantarme', 'Me di']);
    expect(matchesOf('es.ir-a', 'Vamos a la playa.')).toEqual([]);
    expect(matchesOf('es.subjunctive-triggers', 'Creo que viene. Quiero que vengas.')).toEqual(['Quiero que vengas']);
    expect(matchesOf('es.subjunctive-triggers', 'Es muy importante que hables.')).toEqual([
      'Es muy importante que hables',
    ]);
    expect(matchesOf('es.gustar', 'Gusta mucho. A mí me gusta bailar.')).toEqual(['A mí me gusta']);
  });
});
