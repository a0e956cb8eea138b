import type { PointExamples } from '../types.ts';

/** Written for Lingoclip and reviewed (ADR 17): everyday sentences, polite unless the point is the plain form. */
export const JAPANESE_EXAMPLES: PointExamples = {
  'ja.desu-masu': [
    ['私は毎朝コーヒーを飲みます。', 'I drink coffee every morning.', '飲みます'],
    ['これは私の本です。', 'This is my book.', '本です'],
    ['駅はあそこです。', 'The station is over there.', 'あそこです'],
  ],
  'ja.te-iru': [
    ['今、雨が降っています。', "It's raining now.", '降っています'],
    ['兄は東京に住んでいます。', 'My older brother lives in Tokyo.', '住んでいます'],
    ['駅で友達を待っています。', "I'm waiting for a friend at the station.", '待っています'],
  ],
  'ja.te-kudasai': [
    ['ちょっと待ってください。', 'Please wait a moment.', '待ってください'],
    ['ここに名前を書いてください。', 'Please write your name here.', '書いてください'],
    ['もう少しゆっくり話してください。', 'Please speak a little more slowly.', '話してください'],
  ],
  'ja.past': [
    ['昨日、映画を見ました。', 'I saw a film yesterday.', '見ました'],
    ['パーティーは楽しかったです。', 'The party was fun.', '楽しかったです'],
    ['駅で先生に会った。', 'I ran into my teacher at the station.', '会った'],
  ],
  'ja.particle.wa-ga': [
    ['私は学生です。', 'I am a student.', '私は'],
    ['猫が好きです。', 'I like cats.', '猫が'],
    ['この店はラーメンがおいしいです。', 'The ramen at this shop is good.', '店は'],
  ],
  'ja.particle.wo': [
    ['毎晩、本を読みます。', 'I read a book every night.', '本を'],
    ['水をください。', 'Some water, please.', '水を'],
    ['週末に部屋を掃除しました。', 'I cleaned my room at the weekend.', '部屋を'],
  ],
  'ja.particle.ni-de': [
    ['毎日図書館で勉強します。', 'I study at the library every day.', '図書館で'],
    ['友達に手紙を書きました。', 'I wrote a letter to a friend.', '友達に'],
    ['来年、日本に行きます。', "I'm going to Japan next year.", '日本に'],
  ],
  'ja.tai': [
    ['日本に行きたいです。', 'I want to go to Japan.', '行きたいです'],
    ['ラーメンが食べたいです。', 'I want to eat ramen.', '食べたいです'],
    ['今日は早く寝たい。', 'I want to go to bed early today.', '寝たい'],
  ],
  'ja.nai': [
    ['私は肉を食べない。', "I don't eat meat.", '食べない'],
    ['明日は学校に行かない。', "I'm not going to school tomorrow.", '行かない'],
    ['まだ宿題が終わらない。', "My homework still isn't finished.", '終わらない'],
  ],
  'ja.potential': [
    ['私は日本語が少し話せます。', 'I can speak a little Japanese.', '話せます'],
    ['この漢字が読めません。', "I can't read this kanji.", '読めません'],
    ['彼は速く泳げます。', 'He can swim fast.', '泳げます'],
  ],
};
