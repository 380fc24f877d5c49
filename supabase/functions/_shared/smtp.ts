// A small SMTP client over Deno's own sockets (no runtime imports: the Edge Runtime fetches nothing
// at run time). One message per connection: EHLO, STARTTLS when offered, AUTH, MAIL, RCPT, DATA.
import { DeliveryError } from './errors.ts';
import { buildMime, dotStuff, isAddress, type Mailbox } from './mime.ts';

export type SmtpOptions = {
  host: string;
  port: number;
  // true: TLS from the first byte (port 465); false: STARTTLS when the server offers it.
  secure: boolean;
  user?: string;
  pass?: string;
  // Extra trusted roots (PEM): tests use a self-signed one; production uses the system's.
  caCerts?: string[];
  timeoutMs?: number;
};

export type SmtpMessage = {
  from: Mailbox;
  to: string;
  subject: string;
  text: string;
  html: string;
};

type Reply = { code: number; text: string; lines: string[] };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

async function withTimeout<T>(work: Promise<T>, ms: number, what: string, onTimeout: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new DeliveryError(`SMTP server did not answer ${what} within ${ms / 1000} s`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

class Session {
  private pending = new Uint8Array(0);

  constructor(
    public conn: Deno.Conn,
    private readonly timeoutMs: number,
  ) {}

  private async readLine(what: string): Promise<string> {
    for (;;) {
      const end = this.pending.indexOf(10);
      if (end >= 0) {
        const line = decoder.decode(this.pending.subarray(0, end)).replace(/\r$/, '');
        this.pending = this.pending.slice(end + 1);
        return line;
      }
      const chunk = new Uint8Array(4096);
      const read = await withTimeout(this.conn.read(chunk), this.timeoutMs, what, () =>
        this.close(),
      );
      if (read === null) throw new DeliveryError(`SMTP server closed the connection at ${what}`);
      const joined = new Uint8Array(this.pending.length + read);
      joined.set(this.pending);
      joined.set(chunk.subarray(0, read), this.pending.length);
      this.pending = joined;
    }
  }

  // A reply is one or more "250-..." lines ended by "250 ...".
  async reply(what: string): Promise<Reply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.readLine(what);
      const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
      if (!match) throw new DeliveryError(`SMTP server sent an unreadable reply at ${what}`);
      lines.push(match[3]);
      if (match[2] !== '-') {
        return { code: Number(match[1]), text: lines.join(' ').slice(0, 300), lines };
      }
    }
  }

  async write(data: string): Promise<void> {
    let bytes = encoder.encode(data);
    while (bytes.length) {
      const written = await withTimeout(this.conn.write(bytes), this.timeoutMs, 'a write', () =>
        this.close(),
      );
      bytes = bytes.subarray(written);
    }
  }

  // Sends one command and insists on one of the expected codes; anything else (every 4xx and 5xx)
  // becomes the delivery's reason, quoting the server.
  async command(line: string, expected: number[], what: string): Promise<Reply> {
    await this.write(`${line}\r\n`);
    return this.expect(expected, what);
  }

  async expect(expected: number[], what: string): Promise<Reply> {
    const reply = await this.reply(what);
    if (!expected.includes(reply.code)) {
      throw new DeliveryError(`SMTP server answered ${what} with ${reply.code} ${reply.text}`);
    }
    return reply;
  }

  close() {
    try {
      this.conn.close();
    } catch {
      // Already closed.
    }
  }
}

async function connect(options: SmtpOptions, timeoutMs: number): Promise<Deno.Conn> {
  const { host, port, secure, caCerts } = options;
  const opening: Promise<Deno.Conn> = secure
    ? Deno.connectTls({ hostname: host, port, caCerts })
    : Deno.connect({ hostname: host, port });
  let conn: Deno.Conn | undefined;
  try {
    conn = await withTimeout(opening, timeoutMs, 'the connection', () => {
      void opening.then((late) => late.close()).catch(() => {});
    });
    if (secure) await withTimeout((conn as Deno.TlsConn).handshake(), timeoutMs, 'TLS', () => {});
    return conn;
  } catch (error) {
    conn?.close();
    // Hosted Supabase Edge Functions may not open ports 25 and 587: say so where it is read.
    const hint =
      port === 25 || port === 587
        ? ' (hosted Edge Functions cannot use ports 25 and 587: use 465 with SMTP_SECURE=true)'
        : '';
    if (error instanceof DeliveryError) throw new DeliveryError(error.reason + hint);
    const message = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`cannot reach SMTP server ${host}:${port}: ${message}${hint}`, {
      cause: error,
    });
  }
}

function extensions(reply: Reply): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of reply.lines.slice(1)) {
    const [keyword, ...rest] = line.trim().split(/[ =]/);
    map.set(keyword.toUpperCase(), rest.join(' ').toUpperCase());
  }
  return map;
}

const b64 = (text: string) => {
  let binary = '';
  for (const byte of encoder.encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

async function authenticate(
  session: Session,
  ext: Map<string, string>,
  user: string,
  pass: string,
) {
  const mechanisms = (ext.get('AUTH') ?? '').split(/\s+/);
  if (mechanisms.includes('PLAIN')) {
    await session.command(`AUTH PLAIN ${b64(`\0${user}\0${pass}`)}`, [235], 'AUTH PLAIN');
  } else if (mechanisms.includes('LOGIN')) {
    await session.command('AUTH LOGIN', [334], 'AUTH LOGIN');
    await session.command(b64(user), [334], 'AUTH LOGIN (user name)');
    await session.command(b64(pass), [235], 'AUTH LOGIN (password)');
  } else {
    throw new DeliveryError(
      'SMTP_USER is set but the SMTP server offers neither AUTH PLAIN nor AUTH LOGIN',
    );
  }
}

export async function sendSmtp(options: SmtpOptions, message: SmtpMessage): Promise<void> {
  // Checked before any command: an address with a line break would smuggle SMTP commands.
  if (!isAddress(message.to)) throw new DeliveryError(`"${message.to}" is not an e-mail address`);
  if (!isAddress(message.from.address)) {
    throw new DeliveryError(`MAIL_FROM "${message.from.address}" is not an e-mail address`);
  }
  const timeoutMs = options.timeoutMs ?? 20_000;
  const clientName = message.from.address.split('@')[1] || 'localhost';
  const session = new Session(await connect(options, timeoutMs), timeoutMs);
  try {
    await session.expect([220], 'the greeting');
    let ext = extensions(await session.command(`EHLO ${clientName}`, [250], 'EHLO'));
    let encrypted = options.secure;
    if (!encrypted && ext.has('STARTTLS')) {
      await session.command('STARTTLS', [220], 'STARTTLS');
      const tls = await Deno.startTls(session.conn as Deno.TcpConn, {
        hostname: options.host,
        caCerts: options.caCerts,
      });
      session.conn = tls;
      await withTimeout(tls.handshake(), timeoutMs, 'the TLS handshake', () => session.close());
      encrypted = true;
      ext = extensions(await session.command(`EHLO ${clientName}`, [250], 'EHLO'));
    }
    if (options.user) {
      // A password never crosses the network in clear text; loopback (a local sink) is exempt.
      if (!encrypted && !isLoopback(options.host)) {
        throw new DeliveryError(
          'the SMTP server offers no STARTTLS: set SMTP_SECURE=true (port 465) to send the password over TLS',
        );
      }
      await authenticate(session, ext, options.user, options.pass ?? '');
    }
    await session.command(`MAIL FROM:<${message.from.address}>`, [250], 'MAIL FROM');
    await session.command(`RCPT TO:<${message.to}>`, [250, 251], 'RCPT TO');
    await session.command('DATA', [354], 'DATA');
    await session.write(`${dotStuff(buildMime(message))}\r\n.\r\n`);
    await session.expect([250], 'the message data');
    await session.command('QUIT', [221], 'QUIT').catch(() => {});
  } catch (error) {
    if (error instanceof DeliveryError) throw error;
    const text = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`SMTP delivery to ${options.host} failed: ${text}`, { cause: error });
  } finally {
    session.close();
  }
}
