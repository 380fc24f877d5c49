// Picks the e-mail provider from the function's secrets: the HTTP API when RESEND_API_KEY is set,
// SMTP otherwise. Secrets are read at send time, so a missing one fails that delivery with a
// reason naming it, and the rest of the function (and the saved update) is untouched.
import { DeliveryError } from './errors.ts';
import { parseMailbox } from './mime.ts';
import { sendResend } from './resend.ts';
import { sendSmtp } from './smtp.ts';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(email: OutgoingEmail): Promise<void> };

export type MailerOptions = {
  // Extra trusted TLS roots (PEM) for SMTP: the tests' self-signed sink.
  caCerts?: string[];
  timeoutMs?: number;
};

type Env = Record<string, string | undefined>;

function missing(names: string[]): DeliveryError {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return new DeliveryError(`${list} ${names.length > 1 ? 'are' : 'is'} not set`);
}

function smtpPort(env: Env, secure: boolean): number {
  const raw = env.SMTP_PORT?.trim();
  if (!raw) return secure ? 465 : 587;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new DeliveryError(`SMTP_PORT "${raw}" is not a port number`);
  }
  return port;
}

export function createMailer(env: Env, options: MailerOptions = {}): Mailer {
  return {
    async send(email) {
      const from = env.MAIL_FROM?.trim();
      const apiKey = env.RESEND_API_KEY?.trim();
      if (apiKey) {
        if (!from) throw missing(['MAIL_FROM']);
        return sendResend(
          { apiKey, apiUrl: env.RESEND_API_URL?.trim(), from, timeoutMs: options.timeoutMs },
          email,
        );
      }
      const host = env.SMTP_HOST?.trim();
      const absent = [...(from ? [] : ['MAIL_FROM']), ...(host ? [] : ['SMTP_HOST'])];
      if (absent.length) throw missing(absent);
      const secure = env.SMTP_SECURE?.trim().toLowerCase() === 'true';
      const user = env.SMTP_USER?.trim();
      if (user && !env.SMTP_PASS) throw missing(['SMTP_PASS']);
      await sendSmtp(
        {
          host: host!,
          port: smtpPort(env, secure),
          secure,
          user: user || undefined,
          pass: env.SMTP_PASS,
          caCerts: options.caCerts,
          timeoutMs: options.timeoutMs,
        },
        { ...email, from: parseMailbox(from!) },
      );
    },
  };
}
