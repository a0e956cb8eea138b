import type { UiLocale } from '../../common/languages.ts';

/** What every message says, in one language; the layout turns it into HTML and plain text alike. */
export type MailContent = {
  lang: UiLocale;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the button: why the reader got this, what to do if it wasn't them. */
  footnotes: string[];
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One simple layout for all mail: inline styles only (mail clients drop <style>), a real link under
 * the button for clients that block it, and a plain-text part with the same words and the full URL.
 * Every text is escaped: names come from users.
 */
export function renderMail(content: MailContent): { subject: string; html: string; text: string } {
  const { lang, subject, greeting, paragraphs, action, footnotes } = content;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f9;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="font-size:18px;font-weight:600;margin:0 0 16px">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;line-height:1.5;color:#6b7280;word-break:break-all;margin:0 0 16px"><a href="${url}" style="color:#4f46e5">${url}</a></p>
${footnotes.map((f) => `<p style="font-size:13px;line-height:1.5;color:#6b7280;margin:0 0 8px">${escapeHtml(f)}</p>`).join('\n')}
<p style="font-size:13px;color:#9ca3af;margin:24px 0 0">Lingoclip</p>
</div></body></html>`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    ...footnotes,
    '',
    '— Lingoclip',
  ].join('\n');
  return { subject, html, text };
}
