import type { StopWordData } from '../lexicon.ts';

/**
 * Japanese grammar words by IPADIC dictionary form: particles, auxiliaries, formal nouns
 * (こと, もの, よう), demonstratives and pronouns, the light verbs する, いる, ある and name/plural suffixes (さん, たち).
 */
export default {
  adp: 'は が を に で と も の へ から まで より や か ね よ な わ ぞ ぜ さ て ば けど けれど けれども し たり だけ しか ばかり など くらい ぐらい ほど って でも とか なんて ので のに',
  aux: 'だ です ます た ない れる られる せる させる う よう たい らしい そう みたい ぬ ん じゃ する いる ある おる',
  noun: 'こと もの の ん ため ところ わけ はず つもり ほう 方 とき 時',
  pron: '私 わたし 僕 ぼく 俺 おれ あなた 君 彼 彼女 これ それ あれ どれ ここ そこ あそこ どこ こちら そちら あちら どちら 誰 だれ 何 なに なん 自分',
  det: 'この その あの どの こんな そんな あんな どんな 同じ',
  conj: 'そして でも しかし だから それで それから または それとも ところが',
  adv: 'そう こう ああ どう',
  other: 'たち 達 さん 様 くん ちゃん',
  intj: 'はい いいえ ええ うん あ あの えっと まあ ああ ねえ',
} satisfies StopWordData;
