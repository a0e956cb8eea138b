import type { UiLocale } from '../../common/languages.ts';
import { renderMail } from './layout.ts';

type Texts = { subject: string; greeting: string; body: string; action: string; footnote: string };

/** Sent when an address joins the waitlist (ADR 23): opening the link proves it, and only then does a referral count. */
const TEXTS: Record<UiLocale, Texts> = {
  en: {
    subject: 'Confirm your place on the Lingoclip waitlist',
    greeting: 'Thanks for joining!',
    body: 'Please confirm that this is your e-mail address. Your place is kept either way; confirming also counts you for the friend who invited you.',
    action: 'Confirm my e-mail address',
    footnote: 'If you did not join the Lingoclip waitlist, ignore this e-mail and nothing changes.',
  },
  fr: {
    subject: 'Confirmez votre place sur la liste d’attente de Lingoclip',
    greeting: 'Merci de votre inscription !',
    body: 'Merci de confirmer que cette adresse e-mail est bien la vôtre. Votre place est gardée dans tous les cas ; la confirmation compte aussi pour l’ami qui vous a invité.',
    action: 'Confirmer mon adresse e-mail',
    footnote:
      'Si vous ne vous êtes pas inscrit sur la liste d’attente de Lingoclip, ignorez cet e-mail : rien ne change.',
  },
  es: {
    subject: 'Confirma tu lugar en la lista de espera de Lingoclip',
    greeting: '¡Gracias por apuntarte!',
    body: 'Confirma que esta dirección de correo es tuya. Tu lugar se mantiene en cualquier caso; al confirmar, también cuentas para el amigo que te invitó.',
    action: 'Confirmar mi correo',
    footnote: 'Si no te apuntaste a la lista de espera de Lingoclip, ignora este correo y no cambiará nada.',
  },
  de: {
    subject: 'Bestätige deinen Platz auf der Lingoclip-Warteliste',
    greeting: 'Danke fürs Eintragen!',
    body: 'Bitte bestätige, dass dies deine E-Mail-Adresse ist. Dein Platz bleibt dir so oder so; mit der Bestätigung zählst du auch für die Person, die dich eingeladen hat.',
    action: 'E-Mail-Adresse bestätigen',
    footnote:
      'Wenn du dich nicht auf die Lingoclip-Warteliste gesetzt hast, ignoriere diese E-Mail – es ändert sich nichts.',
  },
  it: {
    subject: 'Conferma il tuo posto nella lista d’attesa di Lingoclip',
    greeting: 'Grazie per esserti iscritto!',
    body: 'Conferma che questo è il tuo indirizzo e-mail. Il tuo posto resta comunque; confermando, conti anche per l’amico che ti ha invitato.',
    action: 'Conferma il mio indirizzo e-mail',
    footnote: 'Se non ti sei iscritto alla lista d’attesa di Lingoclip, ignora questa e-mail e non cambierà nulla.',
  },
  ko: {
    subject: 'Lingoclip 대기자 명단 등록을 확인해 주세요',
    greeting: '대기자 명단에 등록해 주셔서 감사해요!',
    body: '이 이메일 주소가 본인의 주소인지 확인해 주세요. 확인하지 않아도 순서는 그대로 유지되며, 확인하면 초대해 준 친구의 추천으로도 인정돼요.',
    action: '이메일 주소 확인하기',
    footnote: 'Lingoclip 대기자 명단에 등록한 적이 없다면 이 메일은 무시하셔도 돼요. 아무것도 바뀌지 않아요.',
  },
  ja: {
    subject: 'Lingoclip ウェイトリストへの登録を確認してください',
    greeting: 'ご登録ありがとうございます！',
    body: 'このメールアドレスがご本人のものであることを確認してください。確認しなくても順番はそのまま保たれます。確認すると、招待してくれた友だちの紹介としてもカウントされます。',
    action: 'メールアドレスを確認する',
    footnote: 'Lingoclip のウェイトリストに登録した覚えがない場合は、このメールを無視してください。何も変わりません。',
  },
};

export function waitlistConfirmMail({ lang, url }: { lang: UiLocale; url: string }) {
  const { subject, greeting, body, action, footnote } = TEXTS[lang];
  return renderMail({
    lang,
    subject,
    greeting,
    paragraphs: [body],
    action: { label: action, url },
    footnotes: [footnote],
  });
}
