// Test only: a real SMTP server (smtp-server) on loopback that keeps what it receives, and a small
// reader for the messages (headers, RFC 2047 subject, base64 parts).
import { SMTPServer } from 'npm:smtp-server@3.21.6';

export type ReceivedMail = {
  mailFrom: string;
  rcptTo: string[];
  user: string | undefined;
  secure: boolean;
  raw: string;
};

export type SinkOptions = {
  // Require AUTH with these credentials.
  auth?: { user: string; pass: string; methods?: string[] };
  // Offer STARTTLS with this certificate (else STARTTLS is not offered at all).
  tls?: { key: string; cert: string };
  // TLS from the first byte (SMTP_SECURE=true).
  implicitTls?: boolean;
  // Refuse every recipient with this reply code and text.
  rejectRcpt?: { code: number; text: string };
};

export type SmtpSink = { port: number; received: ReceivedMail[]; close(): Promise<void> };

export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    secure: options.implicitTls ?? false,
    ...(options.tls ?? {}),
    disabledCommands: options.tls ? [] : ['STARTTLS'],
    authOptional: !options.auth,
    authMethods: options.auth?.methods ?? ['PLAIN', 'LOGIN'],
    // Loopback only: lets the LOGIN case run without TLS.
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const ok = auth.username === options.auth?.user && auth.password === options.auth?.pass;
      if (ok) callback(null, { user: auth.username });
      else
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(_address, _session, callback) {
      const reject = options.rejectRcpt;
      if (reject) callback(Object.assign(new Error(reject.text), { responseCode: reject.code }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Uint8Array[] = [];
      stream.on('data', (chunk: Uint8Array) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          secure: session.secure,
          raw: new TextDecoder().decode(concat(chunks)),
        });
        callback();
      });
    },
  });
  // A client that gives up (an untrusted certificate, a test's refusal) is not a test failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

const fromBase64 = (text: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(text.replace(/\s+/g, '')), (c) => c.charCodeAt(0)));

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

// RFC 2047 encoded words back to text (adjacent words join without the folding space).
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, data: string) => fromBase64(data));
}

export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  parts: { type: string; encoding: string; body: string }[];
};

export function parseMail(raw: string): ParsedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) throw new Error('not multipart');
  const parts = raw
    .slice(split + 4)
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((section) => {
      const trimmed = section.replace(/^\r\n/, '');
      const end = trimmed.indexOf('\r\n\r\n');
      const partHeaders = parseHeaders(trimmed.slice(0, end));
      const encoding = partHeaders.get('content-transfer-encoding') ?? '';
      const data = trimmed.slice(end + 4);
      return {
        type: partHeaders.get('content-type') ?? '',
        encoding,
        body: encoding === 'base64' ? fromBase64(data) : data,
      };
    });
  return { headers, subject: decodeWords(headers.get('subject') ?? ''), parts };
}

// A throwaway CA and a certificate for 127.0.0.1 / localhost, made with the openssl command.
export async function makeTestCertificate(): Promise<{ ca: string; key: string; cert: string }> {
  const dir = await Deno.makeTempDir();
  const run = async (...args: string[]) => {
    const out = await new Deno.Command('openssl', { args, cwd: dir, stderr: 'piped' }).output();
    if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  };
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    await run(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '1',
      '-subj',
      '/CN=Preshift test CA',
    );
    await run('req', ...ec, '-keyout', 'leaf.key', '-out', 'leaf.csr', '-subj', '/CN=localhost');
    await Deno.writeTextFile(`${dir}/ext.cnf`, 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
    await run(
      'x509',
      '-req',
      '-in',
      'leaf.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'leaf.pem',
      '-days',
      '1',
      '-extfile',
      'ext.cnf',
    );
    const read = (name: string) => Deno.readTextFile(`${dir}/${name}`);
    return { ca: await read('ca.pem'), key: await read('leaf.key'), cert: await read('leaf.pem') };
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
