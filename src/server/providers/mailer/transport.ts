import type { Transporter } from 'nodemailer';

type Options = Parameters<typeof import('nodemailer').createTransport>;

/**
 * A nodemailer transport made when the first message goes out: nodemailer (SMTP, TLS, DNS, MIME: 430 KB
 * of bundled code) is loaded then, not at start, where most servers send no mail for a long while
 * (ADR 14, session 9). `close` ends the transport if one was made.
 */
export function lazyTransport(...options: Options): { get(): Promise<Transporter>; close(): void } {
  let made: Promise<Transporter> | undefined;
  let transport: Transporter | undefined;
  return {
    get() {
      made ??= import('nodemailer').then(({ default: nodemailer }) => {
        transport = nodemailer.createTransport(...options);
        return transport;
      });
      return made;
    },
    close: () => transport?.close(),
  };
}
