import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Logged when mail goes to the outbox so a developer can follow it. */
  link?: string;
}

/**
 * Sends mail over SMTP when configured, else writes an .eml (and a .json summary) into the
 * outbox folder. Sending is fire-and-forget for callers; `idle()` waits for pending sends.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();
  private readonly transport: Transporter;

  constructor(
    private readonly options: {
      smtpUrl?: string;
      from: string;
      outboxDir: string;
      /** Development only: a reset link in the log is a credential in production. */
      logLinks?: boolean;
    },
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  send(message: MailMessage): void {
    const job = this.deliver(message)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail delivery failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async deliver(message: MailMessage): Promise<void> {
    const mail = {
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
    const info = await this.transport.sendMail(mail);
    if (this.options.smtpUrl) {
      this.log.info({ subject: message.subject }, 'mail sent over SMTP');
      return;
    }
    await fs.mkdir(this.options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = path.join(this.options.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}`);
    await fs.writeFile(`${base}.eml`, (info as { message: Buffer }).message);
    await fs.writeFile(
      `${base}.json`,
      JSON.stringify({ ...mail, link: message.link ?? null }, null, 2),
    );
    this.log.info(
      { outbox: `${base}.eml`, ...(this.options.logLinks ? { link: message.link } : {}) },
      `mail written to outbox: ${message.subject}`,
    );
  }
}
