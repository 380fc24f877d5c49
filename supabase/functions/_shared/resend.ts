// The HTTP e-mail API (Resend's shape: POST JSON with a Bearer key), over fetch only.
import type { OutgoingEmail } from './email.ts';
import { DeliveryError } from './errors.ts';

export const RESEND_DEFAULT_URL = 'https://api.resend.com/emails';

export type ResendOptions = { apiKey: string; apiUrl?: string; from: string; timeoutMs?: number };

// The API's own words for a refusal ({ message } or { error: { message } }), else the raw body.
async function errorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const json = JSON.parse(body);
    const message = json?.message ?? json?.error?.message ?? json?.error;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: quote the text.
  }
  return body.trim().slice(0, 300) || response.statusText;
}

export async function sendResend(options: ResendOptions, email: OutgoingEmail): Promise<void> {
  const url = options.apiUrl || RESEND_DEFAULT_URL;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${options.apiKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        from: options.from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new DeliveryError(`cannot reach the e-mail API at ${url}: ${text}`, { cause: error });
  }
  if (!response.ok) {
    throw new DeliveryError(
      `the e-mail API answered ${response.status}: ${await errorMessage(response)}`,
    );
  }
  await response.body?.cancel();
}
