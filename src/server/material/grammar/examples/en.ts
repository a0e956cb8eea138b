import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17); English needs no English translation, hence null. */
export const ENGLISH_EXAMPLES: PointExamples = {
  'en.present-perfect': [
    ["I've never been to Japan.", null, "I've never been"],
    ['Have you finished your homework?', null, 'Have you finished'],
    ['She has lived here for ten years.', null, 'has lived'],
  ],
  'en.present-perfect-continuous': [
    ["I've been waiting for twenty minutes.", null, "I've been waiting"],
    ['It has been raining since this morning.', null, 'has been raining'],
    ['She has been studying all day.', null, 'has been studying'],
  ],
  'en.past-continuous': [
    ['I was cooking dinner when the phone rang.', null, 'was cooking'],
    ['It was raining all morning.', null, 'was raining'],
    ['They were watching TV when I got home.', null, 'were watching'],
  ],
  'en.going-to': [
    ["I'm going to visit my grandparents this weekend.", null, "I'm going to visit"],
    ["Look at those clouds. It's going to rain.", null, "It's going to rain"],
    ['What are you going to cook tonight?', null, 'are you going to cook'],
  ],
  'en.will-future': [
    ['I think it will be sunny tomorrow.', null, 'will be'],
    ["Don't worry, I'll help you.", null, "I'll help"],
    ['The shop will open at nine.', null, 'will open'],
  ],
  'en.first-conditional': [
    ["If it rains tomorrow, we'll stay at home.", null, "If it rains tomorrow, we'll stay"],
    ["If you hurry, you'll catch the bus.", null, "If you hurry, you'll catch"],
    ['I will call you if I hear any news.', null, 'will call you if I hear'],
  ],
  'en.second-conditional': [
    ['If I had more time, I would learn the piano.', null, 'If I had more time, I would learn'],
    ['If I were you, I would take the job.', null, 'If I were you, I would take'],
    ['What would you do if you won the lottery?', null, 'would you do if you won'],
  ],
  'en.phrasal-verbs': [
    ['Please turn off the lights when you leave.', null, 'turn off'],
    ['I usually get up at seven.', null, 'get up'],
    ['She gave up smoking last year.', null, 'gave up'],
  ],
  'en.modal-verbs': [
    ['You should drink more water.', null, 'should drink'],
    ['Can you help me with this box?', null, 'Can you help'],
    ['I must finish this report today.', null, 'must finish'],
  ],
  'en.comparatives': [
    ['My new phone is faster than the old one.', null, 'faster than'],
    ['Could you speak more slowly, please?', null, 'more slowly'],
    ['This is the best pizza in town.', null, 'the best'],
  ],
  'en.passive': [
    ['This bridge was built in 1890.', null, 'was built'],
    ['English is spoken in many countries.', null, 'is spoken'],
    ['The post is delivered every morning.', null, 'is delivered'],
  ],
};
