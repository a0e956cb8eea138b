import type { UiLocale } from '../../common/languages.ts';
import { type MailContent, renderMail } from './layout.ts';

type Texts = {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: (minutes: number) => string;
  ignore: string;
};

/** Written for each UI language; `{name}` is the account's name. */
const TEXTS: Record<UiLocale, Texts> = {
  en: {
    subject: 'Reset your Lingoclip password',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked to reset the password of your Lingoclip account. Choose a new one with the button below.',
    action: 'Choose a new password',
    expiry: (minutes) => `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Lingoclip',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Lingoclip. Choisissez-en un nouveau avec le bouton ci-dessous.',
    action: 'Choisir un nouveau mot de passe',
    expiry: (minutes) => `Le lien ne fonctionne qu’une fois et expire dans ${minutes} minutes.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Restablece tu contraseña de Lingoclip',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta de Lingoclip. Elige una nueva con el botón de abajo.',
    action: 'Elegir una contraseña nueva',
    expiry: (minutes) => `El enlace funciona una sola vez y caduca en ${minutes} minutos.`,
    ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  de: {
    subject: 'Setze dein Lingoclip-Passwort zurück',
    greeting: (name) => `Hallo ${name},`,
    body: 'Jemand hat angefordert, das Passwort deines Lingoclip-Kontos zurückzusetzen. Wähle mit der Schaltfläche unten ein neues.',
    action: 'Neues Passwort wählen',
    expiry: (minutes) => `Der Link funktioniert einmal und läuft in ${minutes} Minuten ab.`,
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  },
  it: {
    subject: 'Reimposta la password di Lingoclip',
    greeting: (name) => `Ciao ${name},`,
    body: 'Qualcuno ha chiesto di reimpostare la password del tuo account Lingoclip. Scegline una nuova con il pulsante qui sotto.',
    action: 'Scegli una nuova password',
    expiry: (minutes) => `Il link funziona una sola volta e scade tra ${minutes} minuti.`,
    ignore: 'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta invariata.',
  },
  ko: {
    subject: 'Lingoclip 비밀번호 재설정',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: 'Lingoclip 계정의 비밀번호 재설정 요청이 있었어요. 아래 버튼을 눌러 새 비밀번호를 정해 주세요.',
    action: '새 비밀번호 정하기',
    expiry: (minutes) => `이 링크는 한 번만 쓸 수 있고 ${minutes}분 뒤에 만료돼요.`,
    ignore: '직접 요청하지 않았다면 이 메일은 무시하세요. 비밀번호는 바뀌지 않아요.',
  },
  ja: {
    subject: 'Lingoclip のパスワード再設定',
    greeting: (name) => `${name} さん、こんにちは。`,
    body: 'Lingoclip アカウントのパスワード再設定がリクエストされました。下のボタンから新しいパスワードを設定してください。',
    action: '新しいパスワードを設定する',
    expiry: (minutes) => `このリンクは一度だけ使え、${minutes} 分後に無効になります。`,
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
};

export const PASSWORD_RESET_MINUTES = 60;

export function passwordResetMail(input: { lang: UiLocale; name: string; url: string }) {
  const t = TEXTS[input.lang];
  const content: MailContent = {
    lang: input.lang,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [t.body],
    action: { label: t.action, url: input.url },
    footnotes: [t.expiry(PASSWORD_RESET_MINUTES), t.ignore],
  };
  return renderMail(content);
}
