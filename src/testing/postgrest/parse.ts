// Test-only: PostgREST's query string as the Supabase adapter sends it: `select` (columns,
// `alias:column`, `*`, embeds `rel(...)`, `alias:rel!hint!inner(...)`), horizontal filters
// (`column=op.value`, `rel.column=op.value` for an embed, `not.` before an operator), `order`,
// `limit` and `offset`. Anything else is refused the way PostgREST refuses it, never guessed.

export class PgrstError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: string; message: string; details: string | null; hint: string | null },
  ) {
    super(body.message);
  }
}

export const pgrstError = (status: number, code: string, message: string, details?: string) =>
  new PgrstError(status, { code, message, details: details ?? null, hint: null });

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string }
  | {
      kind: 'embed';
      name: string;
      alias: string;
      hint?: string;
      inner: boolean;
      select: SelectItem[];
    };

/** Splits at the commas outside parentheses and double quotes. */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === ',' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    if (!quoted && ch === '(') depth++;
    if (!quoted && ch === ')') depth--;
    current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1');

export function parseSelect(select: string | null): SelectItem[] {
  if (!select) return [{ kind: 'star' }];
  return splitTopLevel(select).map((raw): SelectItem => {
    if (raw === '*') return { kind: 'star' };
    const embed = /^(?:([\w"]+):)?([\w"]+)((?:![\w"]+)*)\((.*)\)$/s.exec(raw);
    if (embed) {
      const name = unquote(embed[2]);
      const bangs = embed[3].split('!').filter(Boolean).map(unquote);
      const inner = bangs.includes('inner');
      const hint = bangs.find((b) => b !== 'inner' && b !== 'left');
      return {
        kind: 'embed',
        name,
        alias: embed[1] ? unquote(embed[1]) : name,
        hint,
        inner,
        select: parseSelect(embed[4] || '*'),
      };
    }
    const column = /^(?:([\w"]+):)?([\w"]+)$/.exec(raw);
    if (!column) throw pgrstError(400, 'PGRST100', `"failed to parse select parameter (${raw})"`);
    const name = unquote(column[2]);
    return { kind: 'column', name, alias: column[1] ? unquote(column[1]) : name };
  });
}

export type Filter = {
  /** Embed path (alias names) the filter applies to; empty for the top-level table. */
  path: string[];
  column: string;
  negate: boolean;
  op: string;
  value: string;
};

const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'in', 'is']);
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

export function parseFilters(search: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  for (const [key, raw] of search) {
    if (RESERVED.has(key)) continue;
    if (key === 'or' || key === 'and' || key.endsWith('.or') || key.endsWith('.and')) {
      throw pgrstError(400, 'PGRST100', `translator: logical filter ${key} not supported`);
    }
    const path = key.split('.');
    const column = path.pop()!;
    const match = /^(not\.)?(\w+)\.(.*)$/s.exec(raw);
    if (!match || !OPERATORS.has(match[2])) {
      throw pgrstError(400, 'PGRST100', `"failed to parse filter (${raw})"`, raw);
    }
    filters.push({ path, column, negate: !!match[1], op: match[2], value: match[3] });
  }
  return filters;
}

/** `in.(a,b,"c,d")`: the list's values. */
export function parseList(value: string): string[] {
  const inner = /^\((.*)\)$/s.exec(value);
  if (!inner) throw pgrstError(400, 'PGRST100', `"failed to parse filter (in.${value})"`);
  return splitTopLevel(inner[1]).map(unquote);
}

export type Order = { column: string; descending: boolean; nulls?: 'first' | 'last' };

export function parseOrder(order: string | null): Order[] {
  if (!order) return [];
  return splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.');
    const nulls = modifiers.find((m) => m.startsWith('nulls'));
    return {
      column: unquote(column),
      descending: modifiers.includes('desc'),
      nulls: nulls === 'nullsfirst' ? 'first' : nulls === 'nullslast' ? 'last' : undefined,
    };
  });
}

/** The `columns` parameter of a bulk insert: `"a","b"`. */
export function parseColumns(columns: string | null): string[] | undefined {
  return columns ? splitTopLevel(columns).map(unquote) : undefined;
}
