import type { StoryBook } from '../../types.ts';

export const ENGLISH_STORIES: StoryBook = {
  quote: `In the video, someone says: "{line}"`,
  fallback: [
    [
      'Today I watched a video about the {n1|city}.',
      'I wrote down some new words, like "{n2|street}".',
      'Then I read the sentences again.',
      'Tomorrow I will watch it one more time.',
    ],
    [
      'I learned a lot from this video.',
      'The part about the {n1|city} was my favourite.',
      'I want to use these words when I talk to my friends.',
      'Next week I will try to explain it in my own words.',
    ],
  ],
  stories: {
    'en.present-perfect': [
      [
        'I have lived in this town for three years.',
        'In that time, I have learned a lot about the {n1|city}.',
        'This month I have {v1:pp|practised} every evening.',
        'My friends say I have changed a lot.',
      ],
      [
        'Have you ever seen {n1:a|a video} like this one?',
        'I have watched it three times already.',
        'Each time, I have noticed something new about the {n2|story}.',
        "I haven't finished my notes yet.",
      ],
      [
        'My sister has just come back from a long trip.',
        'She has told me all about the {n1|food} there.',
        'We have talked about it all evening.',
        'I have never had such a good day.',
      ],
    ],
    'en.present-perfect-continuous': [
      [
        'I have been studying English for two years.',
        'Lately I have been watching videos about the {n1|news}.',
        'I have been writing down every new word.',
        'It has been working really well.',
      ],
      [
        'My neighbour has been building {n1:a|a house} since March.',
        'He has been working on it every weekend.',
        'His children have been helping him too.',
        'I think they have been enjoying it.',
      ],
      [
        'It has been raining all morning.',
        'We have been sitting inside and talking about the {n1|trip}.',
        'My brother has been {v1:ing|reading} for hours.',
        'I have been thinking about the {n2|future}.',
      ],
    ],
    'en.past-continuous': [
      [
        'Yesterday I was walking home when it started to rain.',
        'I was thinking about the {n1|exam}.',
        'While I was waiting for the bus, a friend called me.',
        'We were laughing when the bus finally came.',
      ],
      [
        'Last night we were watching a film about the {n1|sea}.',
        'My brother was eating popcorn.',
        'Suddenly the lights went out.',
        'We were sitting in the dark when my mother came in with a candle.',
      ],
      [
        "At eight o'clock I was {v1:ing|cooking} in the kitchen.",
        'The radio was playing a song about the {n1|summer}.',
        'My cat was sleeping on a chair.',
        'Then the doorbell rang and everything changed.',
      ],
    ],
    'en.going-to': [
      [
        'Next week I am going to visit my grandparents.',
        'We are going to cook a big dinner together.',
        'I am going to tell them about the {n1|video}.',
        "I think it's going to be a lovely evening.",
      ],
      [
        "Look at those clouds! It's going to rain.",
        "I'm not going to walk home.",
        "I'm going to take the bus and read about the {n1|weather}.",
        "Tomorrow I'm going to {v1|buy} a new umbrella.",
      ],
      [
        "This year I'm going to learn something new.",
        "First, I'm going to {v1|practise} every day.",
        "Then I'm going to talk about the {n1|topic} with a friend.",
        "It's going to be hard, but fun.",
      ],
    ],
    'en.will-future': [
      [
        "Don't worry, I will help you with the {n1|project}.",
        "We'll start tomorrow morning.",
        "It won't take long.",
        'I am sure you will do a great job.',
      ],
      [
        'I think the weather will be nice this weekend.',
        "We'll go to the park and have a picnic.",
        'My friend will tell us about the {n1|city}.',
        "I'll {v1|call} you when we get there.",
      ],
      [
        'In ten years, life will be very different.',
        'People will travel faster.',
        'Maybe every {n1|house} will have a robot.',
        'But we will still need good friends.',
      ],
    ],
    'en.first-conditional': [
      [
        'If it rains tomorrow, we will stay at home.',
        'If we stay at home, we will watch a film about the {n1|ocean}.',
        'If the film is boring, I will fall asleep.',
        "But if the sun comes out, we'll go for a walk.",
      ],
      [
        'If you practise every day, you will improve quickly.',
        'If you don\'t know a word like "{n1|answer}", you will find it in the notes.',
        "You'll remember more if you say the sentences aloud.",
        'If you keep going, you will be fluent one day.',
      ],
      [
        "If I finish work early, I'll call you.",
        'If you are free, we will meet at the café.',
        "I'll bring the {n1|book} if you want.",
        "If we're lucky, we will get a table by the window.",
      ],
    ],
    'en.second-conditional': [
      [
        'If I had more time, I would learn to play the piano.',
        'If I lived by the sea, I would swim every day.',
        'If I won some money, I would buy {n1:a|a boat}.',
        'But I would still keep my job if I were rich.',
      ],
      [
        'What would you do if you could fly?',
        'If I could fly, I would visit my friends every weekend.',
        'I would take a photo of every {n1|city} if I saw one from the sky.',
        "If I were a bird, I wouldn't need a ticket.",
      ],
      [
        'If my house were bigger, I would invite everyone.',
        'We would cook together if we had a bigger kitchen.',
        'If I knew more about the {n1|garden}, I would grow my own vegetables.',
        'It would be wonderful if that happened.',
      ],
    ],
    'en.phrasal-verbs': [
      [
        'Every morning I wake up at seven.',
        'I get up, put on my coat and go out.',
        'On the way, I pick up a coffee and read about the {n1|news}.',
        'When I get back home, I sit down and relax.',
      ],
      [
        'I wanted to find out more about the {n1|story}.',
        'So I looked it up online.',
        "It was hard, but I didn't give up.",
        'In the end, I figured it out.',
      ],
      [
        'Yesterday my computer broke down.',
        'I turned it off and turned it on again.',
        'Then I called back the shop about the {n1|problem}.',
        'They told me to calm down and bring it back.',
      ],
    ],
    'en.modal-verbs': [
      [
        "I can speak two languages, but I can't cook.",
        'My friend says I should learn.',
        'She could teach me more about the {n1|kitchen}.',
        'I must try this weekend, or I might forget.',
      ],
      [
        'You should drink more water.',
        'You must not forget to sleep well.',
        'If you feel tired, you can take a short break.',
        'A walk in the {n1|park} might help too.',
      ],
      [
        'Can you help me with the {n1|homework}?',
        "I can't understand this part.",
        'Maybe we could look at it together.',
        'Then I should finish it quickly.',
      ],
    ],
    'en.comparatives': [
      [
        'My new flat is bigger than my old one.',
        'It is also more expensive.',
        'But the kitchen is the best part.',
        'It is the brightest room in the house, and the {n1|view} is {a1:cmp|nicer} than before.',
      ],
      [
        'Trains are faster than buses.',
        'Planes are the fastest, but they are more expensive.',
        'For me, the {n1|bike} is the easiest way to travel.',
        'It is cheaper and healthier than a car.',
      ],
      [
        'This winter is colder than last year.',
        'The days are shorter and the nights are longer.',
        'The most beautiful thing is the snow.',
        'It makes the whole {n1|town} quieter.',
      ],
    ],
    'en.passive': [
      [
        'This bridge was built two hundred years ago.',
        'It was designed by a young engineer.',
        'Today it is crossed by thousands of people every day.',
        'It is called the {n1|river} bridge.',
      ],
      [
        'English is spoken in many countries.',
        'The language was brought to new places by travellers.',
        'New words are added to dictionaries every year.',
        'Even the word "{n1|internet}" was invented not long ago.',
      ],
      [
        'Our school was opened in 1990.',
        'The classrooms were painted last summer.',
        'A new {n1|library} is being built next to the gym.',
        'It will be opened next year.',
      ],
    ],
  },
};
