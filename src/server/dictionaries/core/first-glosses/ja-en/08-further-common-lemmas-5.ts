/** ja-en, part 8: Further common lemmas (5). Format and provenance: ../ja-en.ts. */
export default `
象|elephant
ライオン|lion
羊|sheep
ヤギ|goat
鶏|chicken
卵焼き|rolled omelette
目玉焼き|fried egg
朝日|morning sun
夕日|setting sun
景気|economy; business conditions
物価|prices (cost of living)
値上がり|price rise
値下がり|price drop
値上げ|price increase
値下げ|price cut
節約|saving; economizing
無駄遣い|waste of money
貯める/v|save (money)
稼ぐ/v|earn
儲かる/v|be profitable
儲ける/v|make a profit
支払う/v|pay
払い戻す/v|refund
両替|money exchange
振り込み|bank transfer
`;
