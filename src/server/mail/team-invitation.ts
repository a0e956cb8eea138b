import type { UiLocale } from '../../common/languages.ts';
import { type MailContent, renderMail } from './layout.ts';

type Vars = { inviter: string; team: string; days: number };
type Texts = {
  subject: (v: Vars) => string;
  greeting: string;
  body: (v: Vars) => string;
  newUser: string;
  action: string;
  footnote: (v: Vars) => string;
};

/** Written for each UI language; sent in the inviter's (ADR 25). Names are the users' own, escaped by the layout. */
const TEXTS: Record<UiLocale, Texts> = {
  en: {
    subject: (v) => `${v.inviter} invited you to the team ${v.team} on Lingoclip`,
    greeting: 'Hello,',
    body: (v) =>
      `${v.inviter} invited you to join the team “${v.team}” on Lingoclip, to study together and share notes.`,
    newUser: 'New to Lingoclip? Create an account with this e-mail address, then accept the invitation.',
    action: 'See the invitation',
    footnote: (v) =>
      `The invitation expires in ${v.days} days. If you were not expecting it, you can ignore this e-mail.`,
  },
  fr: {
    subject: (v) => `${v.inviter} vous invite dans l’équipe ${v.team} sur Lingoclip`,
    greeting: 'Bonjour,',
    body: (v) =>
      `${v.inviter} vous invite à rejoindre l’équipe « ${v.team} » sur Lingoclip, pour apprendre ensemble et partager des notes.`,
    newUser: 'Nouveau sur Lingoclip ? Créez un compte avec cette adresse e-mail, puis acceptez l’invitation.',
    action: 'Voir l’invitation',
    footnote: (v) =>
      `L’invitation expire dans ${v.days} jours. Si vous ne l’attendiez pas, vous pouvez ignorer cet e-mail.`,
  },
  es: {
    subject: (v) => `${v.inviter} te ha invitado al equipo ${v.team} en Lingoclip`,
    greeting: 'Hola:',
    body: (v) =>
      `${v.inviter} te ha invitado a unirte al equipo «${v.team}» en Lingoclip, para estudiar juntos y compartir notas.`,
    newUser: '¿Eres nuevo en Lingoclip? Crea una cuenta con esta dirección de correo y después acepta la invitación.',
    action: 'Ver la invitación',
    footnote: (v) => `La invitación caduca en ${v.days} días. Si no la esperabas, puedes ignorar este correo.`,
  },
  de: {
    subject: (v) => `${v.inviter} hat dich ins Team ${v.team} auf Lingoclip eingeladen`,
    greeting: 'Hallo,',
    body: (v) =>
      `${v.inviter} hat dich eingeladen, dem Team „${v.team}“ auf Lingoclip beizutreten, um gemeinsam zu lernen und Notizen zu teilen.`,
    newUser: 'Neu bei Lingoclip? Erstelle ein Konto mit dieser E-Mail-Adresse und nimm dann die Einladung an.',
    action: 'Einladung ansehen',
    footnote: (v) =>
      `Die Einladung läuft in ${v.days} Tagen ab. Wenn du sie nicht erwartet hast, kannst du diese E-Mail ignorieren.`,
  },
  it: {
    subject: (v) => `${v.inviter} ti ha invitato nel team ${v.team} su Lingoclip`,
    greeting: 'Ciao,',
    body: (v) =>
      `${v.inviter} ti ha invitato a unirti al team «${v.team}» su Lingoclip, per studiare insieme e condividere note.`,
    newUser: 'Sei nuovo su Lingoclip? Crea un account con questo indirizzo e-mail, poi accetta l’invito.',
    action: 'Vedi l’invito',
    footnote: (v) => `L’invito scade tra ${v.days} giorni. Se non te lo aspettavi, puoi ignorare questa e-mail.`,
  },
  ko: {
    subject: (v) => `${v.inviter}님이 Lingoclip 팀 ${v.team}에 초대했어요`,
    greeting: '안녕하세요,',
    body: (v) => `${v.inviter}님이 Lingoclip의 “${v.team}” 팀에 초대했어요. 함께 공부하고 노트를 공유해 보세요.`,
    newUser: 'Lingoclip이 처음이신가요? 이 이메일 주소로 계정을 만든 뒤 초대를 수락하세요.',
    action: '초대 보기',
    footnote: (v) => `초대는 ${v.days}일 후에 만료돼요. 예상하지 못한 초대라면 이 메일을 무시하셔도 돼요.`,
  },
  ja: {
    subject: (v) => `${v.inviter} さんから Lingoclip のチーム「${v.team}」への招待が届いています`,
    greeting: 'こんにちは。',
    body: (v) =>
      `${v.inviter} さんが Lingoclip のチーム「${v.team}」にあなたを招待しました。一緒に学習し、ノートを共有できます。`,
    newUser: 'Lingoclip を初めてお使いですか？このメールアドレスでアカウントを作成してから、招待を承諾してください。',
    action: '招待を見る',
    footnote: (v) =>
      `この招待は ${v.days} 日後に期限切れになります。心当たりがない場合は、このメールを無視してください。`,
  },
};

/** `url` opens the invitation page (/team/invitation/{id}), which signs in or up first when needed. */
export function teamInvitationMail(input: Vars & { lang: UiLocale; url: string }) {
  const t = TEXTS[input.lang];
  const content: MailContent = {
    lang: input.lang,
    subject: t.subject(input),
    greeting: t.greeting,
    paragraphs: [t.body(input), t.newUser],
    action: { label: t.action, url: input.url },
    footnotes: [t.footnote(input)],
  };
  return renderMail(content);
}
