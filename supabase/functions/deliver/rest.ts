// The few PostgREST calls the function makes, over fetch: no client library is imported at run
// time (the Edge Runtime fetches nothing; docs/decisions/0040). One client per identity: the
// caller's token (their row policies decide what they read) or the service role (the server's
// own writes).

export type RestError = { status: number; code?: string; message: string };

export class RestFailure extends Error {
  constructor(readonly error: RestError) {
    super(error.message);
    this.name = 'RestFailure';
  }
}

export type Rest = {
  /** GET /rest/v1/<table>?<query>: the rows the identity may read. */
  select<T>(table: string, query: Record<string, string>): Promise<T[]>;
  /** POST /rest/v1/rpc/<fn>: the function's JSON answer. */
  rpc<T>(fn: string, args: Record<string, unknown>): Promise<T>;
  /** PATCH with filters, returning nothing. */
  update(
    table: string,
    filters: Record<string, string>,
    values: Record<string, unknown>,
  ): Promise<void>;
  /** DELETE with filters. */
  remove(table: string, filters: Record<string, string>): Promise<void>;
};

export type RestOptions = {
  url: string;
  /** The project's anon key, or the service role key. */
  apiKey: string;
  /** The bearer token: the caller's access token, or the service role key. */
  token: string;
  fetch?: typeof fetch;
};

export function createRest({ url, apiKey, token, fetch: doFetch = fetch }: RestOptions): Rest {
  const base = `${url.replace(/\/+$/, '')}/rest/v1/`;
  const headers = {
    apikey: apiKey,
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };

  async function call(path: string, init: RequestInit): Promise<unknown> {
    const response = await doFetch(base + path, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    const text = await response.text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const error = (body ?? {}) as { code?: string; message?: string };
      throw new RestFailure({
        status: response.status,
        code: error.code,
        message: error.message ?? `PostgREST answered ${response.status}`,
      });
    }
    return body;
  }

  const search = (query: Record<string, string>) => new URLSearchParams(query).toString();

  return {
    async select<T>(table: string, query: Record<string, string>) {
      return ((await call(`${table}?${search(query)}`, { method: 'GET' })) ?? []) as T[];
    },
    async rpc<T>(fn: string, args: Record<string, unknown>) {
      return (await call(`rpc/${fn}`, { method: 'POST', body: JSON.stringify(args) })) as T;
    },
    async update(table, filters, values) {
      await call(`${table}?${search(filters)}`, {
        method: 'PATCH',
        headers: { Prefer: 'return=minimal' },
        body: JSON.stringify(values),
      });
    },
    async remove(table, filters) {
      await call(`${table}?${search(filters)}`, {
        method: 'DELETE',
        headers: { Prefer: 'return=minimal' },
      });
    },
  };
}
