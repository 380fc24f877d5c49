// The HTTP side of the delivery function: CORS for the app's supabase-js `functions.invoke`, the
// caller's token, the two PostgREST identities, JSON in and out. index.ts serves it.
import { createMailer, type Mailer } from '../_shared/email.ts';
import { createPushSender, type PushSender } from '../_shared/push.ts';
import { BadRequest, deliver, Forbidden, parseRequest } from './core.ts';
import { createRest } from './rest.ts';

type Env = Record<string, string | undefined>;

/** What a test replaces: the network to Supabase, and (rarely) the senders. */
export type HandlerDeps = {
  fetch?: typeof fetch;
  mailer?: Mailer;
  pusher?: PushSender;
  /**
   * Test only: the exact origins of the tests' push service on loopback, allowed besides the push
   * services (../_shared/push-hosts.ts). index.ts passes no deps, so the deployed function never
   * has any.
   */
  testPushOrigins?: readonly string[];
};

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json' },
  });

export async function handleRequest(
  request: Request,
  env: Env,
  deps: HandlerDeps = {},
): Promise<Response> {
  if (request.method === 'OPTIONS')
    return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Use POST.' });

  const names = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;
  const absent = names.filter((name) => !env[name]?.trim());
  if (absent.length) return json(500, { error: `${absent.join(', ')} not set for the function` });

  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || token === env.SUPABASE_ANON_KEY) return json(401, { error: 'Sign in first.' });

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, { error: 'The body must be JSON.' });
  }

  const url = env.SUPABASE_URL!.trim();
  try {
    const answer = await deliver(parseRequest(body), {
      userDb: createRest({ url, apiKey: env.SUPABASE_ANON_KEY!, token, fetch: deps.fetch }),
      db: createRest({
        url,
        apiKey: env.SUPABASE_SERVICE_ROLE_KEY!,
        token: env.SUPABASE_SERVICE_ROLE_KEY!,
        fetch: deps.fetch,
      }),
      mailer: deps.mailer ?? createMailer(env),
      pusher: deps.pusher ?? createPushSender(env, { testOrigins: deps.testPushOrigins }),
      appUrl: env.APP_URL,
    });
    return json(200, answer);
  } catch (error) {
    if (error instanceof Forbidden) return json(403, { error: error.message });
    if (error instanceof BadRequest) return json(400, { error: error.message });
    console.error('deliver failed', error);
    return json(500, { error: error instanceof Error ? error.message : String(error) });
  }
}
