/** One message, already rendered in the recipient's language (src/server/mail renders them). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Where mail goes: an SMTP server (SMTP_URL) or, with none configured, files in DATA_DIR/outbox. */
export type Mailer = {
  kind: 'smtp' | 'outbox';
  /** Resolves once the message is accepted (by the server, or written to disk); throws otherwise, so the job retries. */
  send(message: MailMessage): Promise<void>;
  close(): void;
};
