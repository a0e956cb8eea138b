/**
 * Common phrasal verbs, by verb lemma: the particles that make a new meaning with it. A list
 * rather than "any verb + up/out/…" so that "walk in the park" or "sit on the chair" stay out.
 */
const PAIRS = `
give:up,back,away,in,out pick:up,out find:out figure:out work:out look:up,after,out,forward,around turn:on,off,up,down,around,out,into
come:back,in,out,up,over,along,across go:back,out,on,away,ahead,up,down get:up,back,out,in,on,off,over,along,away,by,through
wake:up set:up,off put:on,off,away,down,up take:off,out,over,up,back carry:on,out check:out,in grow:up break:down,up show:up,off
end:up run:out,away,into hang:out,up make:up,out sit:down stand:up,out calm:down slow:down shut:down,up throw:away,out fill:out,in,up
point:out sort:out try:on,out bring:up,back clean:up cut:off,down fall:down,apart hold:on,up keep:on,up let:down log:in,out move:on,out,in
pay:back sign:up speed:up stay:up write:down lie:down catch:up cheer:up drop:off hurry:up mess:up pass:out pull:over settle:down warm:up
wrap:up back:up blow:up call:back,off cool:down dress:up eat:out fit:in open:up switch:on,off figure:out head:out,back
`;

export const PHRASAL_VERBS: Map<string, Set<string>> = new Map(
  PAIRS.trim()
    .split(/\s+/)
    .map((entry) => {
      const [verb, particles] = entry.split(':');
      return [verb, new Set(particles.split(','))];
    }),
);
