import type { UiLocale } from '../../common/languages.ts';
import { type MailContent, renderMail } from './layout.ts';

type Texts = { subject: string; greeting: string; body: string; signUp: string; signIn: string; footnote: string };

/** Written for each UI language; sent once, when an admin whitelists the address (ADR 23). */
const TEXTS: Record<UiLocale, Texts> = {
  en: {
    subject: 'You’re in: your Lingoclip account is ready',
    greeting: 'Good news!',
    body: 'Your place on the Lingoclip waitlist has come up: your account is now active and the whole app is open to you.',
    signUp: 'Create your account',
    signIn: 'Sign in',
    footnote: 'You get this e-mail because this address joined the Lingoclip waitlist.',
  },
  fr: {
    subject: 'C’est parti : votre compte Lingoclip est prêt',
    greeting: 'Bonne nouvelle !',
    body: 'Votre tour est arrivé sur la liste d’attente de Lingoclip : votre compte est maintenant actif et toute l’application vous est ouverte.',
    signUp: 'Créer votre compte',
    signIn: 'Se connecter',
    footnote: 'Vous recevez cet e-mail parce que cette adresse s’est inscrite sur la liste d’attente de Lingoclip.',
  },
  es: {
    subject: 'Ya puedes entrar: tu cuenta de Lingoclip está lista',
    greeting: '¡Buenas noticias!',
    body: 'Ha llegado tu turno en la lista de espera de Lingoclip: tu cuenta ya está activa y tienes toda la aplicación a tu disposición.',
    signUp: 'Crear tu cuenta',
    signIn: 'Iniciar sesión',
    footnote: 'Recibes este correo porque esta dirección se apuntó a la lista de espera de Lingoclip.',
  },
  de: {
    subject: 'Du bist dabei: Dein Lingoclip-Konto ist bereit',
    greeting: 'Gute Nachrichten!',
    body: 'Du bist auf der Lingoclip-Warteliste an der Reihe: Dein Konto ist jetzt aktiv und die ganze App steht dir offen.',
    signUp: 'Konto erstellen',
    signIn: 'Anmelden',
    footnote: 'Du erhältst diese E-Mail, weil sich diese Adresse auf die Lingoclip-Warteliste gesetzt hat.',
  },
  it: {
    subject: 'Ci sei: il tuo account Lingoclip è pronto',
    greeting: 'Buone notizie!',
    body: 'È arrivato il tuo turno nella lista d’attesa di Lingoclip: il tuo account ora è attivo e tutta l’app è a tua disposizione.',
    signUp: 'Crea il tuo account',
    signIn: 'Accedi',
    footnote: 'Ricevi questa e-mail perché questo indirizzo si è iscritto alla lista d’attesa di Lingoclip.',
  },
  ko: {
    subject: 'Lingoclip 계정이 준비됐어요',
    greeting: '좋은 소식이에요!',
    body: 'Lingoclip 대기자 명단에서 차례가 되었어요. 이제 계정이 활성화되어 앱의 모든 기능을 쓸 수 있어요.',
    signUp: '계정 만들기',
    signIn: '로그인',
    footnote: '이 주소가 Lingoclip 대기자 명단에 등록되어 이 메일을 보내 드려요.',
  },
  ja: {
    subject: 'Lingoclip のアカウントの準備ができました',
    greeting: 'お待たせしました！',
    body: 'Lingoclip のウェイトリストで順番が来ました。アカウントが有効になり、アプリのすべての機能をお使いいただけます。',
    signUp: 'アカウントを作成する',
    signIn: 'ログインする',
    footnote: 'このアドレスが Lingoclip のウェイトリストに登録されたため、このメールをお送りしています。',
  },
};

/** `url` opens sign-up, or sign-in when the address already has an account (`hasAccount`). */
export function waitlistWelcomeMail(input: { lang: UiLocale; url: string; hasAccount: boolean }) {
  const t = TEXTS[input.lang];
  const content: MailContent = {
    lang: input.lang,
    subject: t.subject,
    greeting: t.greeting,
    paragraphs: [t.body],
    action: { label: input.hasAccount ? t.signIn : t.signUp, url: input.url },
    footnotes: [t.footnote],
  };
  return renderMail(content);
}
