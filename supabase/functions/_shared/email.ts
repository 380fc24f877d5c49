// Picks the e-mail provider from the function's secrets: the HTTP API when RESEND_API_KEY is set,
// SMTP through nodemailer otherwise (ADR 0062). Secrets are read at send time, so a missing one
// fails that delivery with a reason naming it, and the rest of the function (and the saved
// update) is untouched. Whatever fails, the reason is one line the manager can act on.
import nodemailer, { type NodemailerError } from 'nodemailer';
import { DeliveryError } from './errors.ts';
import { sendResend } from './resend.ts';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(email: OutgoingEmail): Promise<void> };

export type MailerOptions = {
  // Extra trusted TLS roots (PEM) for SMTP: the tests' self-signed sink.
  caCerts?: string[];
  timeoutMs?: number;
};

type Env = Record<string, string | undefined>;

type Mailbox = { name: string; address: string };

// `Preshift <no-reply@example.com>` or a bare address.
function parseMailbox(value: string): Mailbox {
  const trimmed = value.trim();
  const angle = /^(.*)<([^<>\s]+)>\s*$/.exec(trimmed);
  if (angle) return { name: angle[1].trim().replace(/^"(.*)"$/, '$1'), address: angle[2] };
  return { name: '', address: trimmed };
}

// A plausible address, checked before anything is sent: nothing with spaces, angle brackets or
// line breaks reaches the envelope or the headers.
function isAddress(value: string): boolean {
  return /^[^\s<>@",;:]+@[^\s<>@",;:]+$/.test(value);
}

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host.startsWith('127.');

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

type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  caCerts?: string[];
  timeoutMs: number;
};

// A password never crosses the network in clear text; loopback (a local sink) is exempt.
const mustUseTls = (smtp: SmtpSettings) =>
  Boolean(smtp.user) && !smtp.secure && !isLoopback(smtp.host);

const COMMANDS: Record<string, string> = { CONN: 'the greeting' };

// Nodemailer's error as the delivery's reason: the server's own reply when it refused, else what
// went wrong and where.
function smtpReason(error: unknown, smtp: SmtpSettings): DeliveryError {
  const e = (error ?? {}) as NodemailerError & { timeoutType?: string };
  const message = (e.message ?? String(error)).trim();
  const where = `${smtp.host}:${smtp.port}`;
  // Hosted Supabase Edge Functions may not open ports 25 and 587: say so where it is read.
  const hint =
    smtp.port === 25 || smtp.port === 587
      ? ' (hosted Edge Functions cannot use ports 25 and 587: use 465 with SMTP_SECURE=true)'
      : '';
  const seconds = `${smtp.timeoutMs / 1000} s`;
  const reason = (text: string) => new DeliveryError(text, { cause: error });
  if (e.code === 'ETIMEDOUT') {
    if (e.timeoutType === 'CONNECT_TIMEOUT') {
      return reason(`SMTP server did not answer the connection within ${seconds}${hint}`);
    }
    if (e.timeoutType === 'GREETING_TIMEOUT') {
      return reason(`SMTP server did not answer the greeting within ${seconds}`);
    }
    return reason(`SMTP server did not answer within ${seconds}`);
  }
  if (e.response) {
    if (e.code === 'ETLS' && e.command === 'STARTTLS' && mustUseTls(smtp)) {
      return reason(
        'the SMTP server offers no STARTTLS: set SMTP_SECURE=true (port 465) to send the password over TLS',
      );
    }
    const command = COMMANDS[e.command ?? ''] ?? e.command ?? 'the message';
    return reason(`SMTP server answered ${command} with ${e.response.slice(0, 300)}`);
  }
  if (/certificate|tls|ssl/i.test(message)) {
    return reason(`TLS with SMTP server ${where} failed: ${message}`);
  }
  if (e.code === 'ESOCKET' || e.code === 'EDNS' || e.code === 'ECONNECTION') {
    return reason(`cannot reach SMTP server ${where}: ${message}${hint}`);
  }
  return reason(`SMTP delivery to ${smtp.host} failed: ${message}`);
}

async function sendSmtp(smtp: SmtpSettings, from: Mailbox, email: OutgoingEmail): Promise<void> {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    // true: TLS from the first byte (465); false: STARTTLS when the server offers it.
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    requireTLS: mustUseTls(smtp),
    name: from.address.split('@')[1] || 'localhost',
    tls: smtp.caCerts?.length ? { ca: smtp.caCerts } : undefined,
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    // An idle socket is given a second more than the greeting, so a server that never greets is
    // reported as such.
    socketTimeout: smtp.timeoutMs + 1_000,
    dnsTimeout: smtp.timeoutMs,
  });
  try {
    await transport.sendMail({
      from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      // Base64 parts and "B" encoded words: any dish name or language survives any relay.
      textEncoding: 'base64',
      // The message is our text only: nothing in it may make nodemailer read a file or a URL.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (error) {
    throw smtpReason(error, smtp);
  } finally {
    transport.close();
  }
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
      const port = smtpPort(env, secure);
      const mailbox = parseMailbox(from!);
      if (!isAddress(email.to)) throw new DeliveryError(`"${email.to}" is not an e-mail address`);
      if (!isAddress(mailbox.address)) {
        throw new DeliveryError(`MAIL_FROM "${mailbox.address}" is not an e-mail address`);
      }
      await sendSmtp(
        {
          host: host!,
          port,
          secure,
          user: user || undefined,
          pass: env.SMTP_PASS,
          caCerts: options.caCerts,
          timeoutMs: options.timeoutMs ?? 20_000,
        },
        mailbox,
        email,
      );
    },
  };
}
