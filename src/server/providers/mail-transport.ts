// Mail transports for the outbox worker (ARCHITECTURE §7): by default each mail becomes an RFC 822
// .eml file in DATA_DIR/outbox/ (open it in any mail client); with SMTP_URL nodemailer sends it.
// Both build the message with nodemailer, so the file is exactly what SMTP would have sent.
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  /** The outbox row id: the file name and Message-ID are derived from it, so a retry overwrites, never duplicates. */
  id: number;
  to: string;
  subject: string;
  html: string;
  replyTo?: string;
}

export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

const messageId = (mail: OutgoingMail) => `<outbox-${mail.id}@storefront.local>`;

export function createFileTransport(options: { dir: string; from: string }): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    name: "file",
    async send(mail) {
      const info = await composer.sendMail({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        messageId: messageId(mail),
      });
      await mkdir(options.dir, { recursive: true });
      const file = path.join(options.dir, `${String(mail.id).padStart(8, "0")}.eml`);
      // Written under a temporary name first so a reader never sees half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
  };
}

export function createSmtpTransport(options: { url: string; from: string }): MailTransport {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: "smtp",
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        messageId: messageId(mail),
      });
    },
  };
}
