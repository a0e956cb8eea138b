import type { UiLocale } from '../../common/languages.ts';
import { renderMail } from './layout.ts';

type Texts = { subject: string; greeting: (name: string) => string; body: string; action: string; footnote: string };

/** One text for both uses: a new account's address, and the new address of an e-mail change. */
const TEXTS: Record<UiLocale, Texts> = {
  en: {
    subject: 'Confirm your e-mail address for Lingoclip',
    greeting: (name) => `Hi ${name},`,
    body: 'Please confirm that this is your e-mail address, so your Lingoclip account can use it.',
    action: 'Confirm my e-mail address',
    footnote: 'The link works for 24 hours. If you did not ask for this, ignore this e-mail and nothing changes.',
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail pour Lingoclip',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Merci de confirmer que cette adresse e-mail est bien la vôtre, pour que votre compte Lingoclip puisse l’utiliser.',
    action: 'Confirmer mon adresse e-mail',
    footnote:
      'Le lien est valable 24 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
  },
  es: {
    subject: 'Confirma tu correo electrónico en Lingoclip',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Confirma que esta dirección de correo es tuya para que tu cuenta de Lingoclip pueda usarla.',
    action: 'Confirmar mi correo',
    footnote: 'El enlace funciona durante 24 horas. Si no lo has pedido tú, ignora este correo y no cambiará nada.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse für Lingoclip',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bitte bestätige, dass dies deine E-Mail-Adresse ist, damit dein Lingoclip-Konto sie verwenden kann.',
    action: 'E-Mail-Adresse bestätigen',
    footnote:
      'Der Link gilt 24 Stunden. Wenn du das nicht angefordert hast, ignoriere diese E-Mail – es ändert sich nichts.',
  },
  it: {
    subject: 'Conferma il tuo indirizzo e-mail per Lingoclip',
    greeting: (name) => `Ciao ${name},`,
    body: 'Conferma che questo è il tuo indirizzo e-mail, così il tuo account Lingoclip potrà usarlo.',
    action: 'Conferma il mio indirizzo',
    footnote: 'Il link vale 24 ore. Se non l’hai chiesto tu, ignora questa e-mail: non cambia nulla.',
  },
  ko: {
    subject: 'Lingoclip 이메일 주소 확인',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: 'Lingoclip 계정에서 이 이메일 주소를 쓸 수 있도록 본인의 주소가 맞는지 확인해 주세요.',
    action: '이메일 주소 확인하기',
    footnote: '링크는 24시간 동안 유효해요. 직접 요청하지 않았다면 이 메일은 무시하세요. 아무것도 바뀌지 않아요.',
  },
  ja: {
    subject: 'Lingoclip のメールアドレスの確認',
    greeting: (name) => `${name} さん、こんにちは。`,
    body: 'Lingoclip アカウントでこのメールアドレスを使えるよう、ご本人のアドレスであることを確認してください。',
    action: 'メールアドレスを確認する',
    footnote:
      'リンクの有効期限は 24 時間です。お心当たりがない場合は、このメールを無視してください。何も変更されません。',
  },
};

export function verifyEmailMail(input: { lang: UiLocale; name: string; url: string }) {
  const t = TEXTS[input.lang];
  return renderMail({
    lang: input.lang,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [t.body],
    action: { label: t.action, url: input.url },
    footnotes: [t.footnote],
  });
}
