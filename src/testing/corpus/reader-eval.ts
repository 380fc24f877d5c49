/**
 * Leave-one-restaurant-out for the reader model: each development restaurant's lines (and files)
 * are read by a model trained on the generated corpus and every other restaurant. Reports line-role
 * accuracy per role and the end-to-end item scores with and without the model.
 */
import type { ReaderModel } from '@/lib/reader-model';
import { documentRoles, lineRoles, roleIndex } from '@/lib/reader-model';
import type { RealEntry } from './load-real';
import { importReal, summariseReal, type RealResult } from './real-import';
import { trainReader, type ReaderDoc } from './reader-data';

export type RoleAccuracy = Record<string, { lines: number; right: number; accuracy: number }>;

export function roleAccuracy(docs: readonly ReaderDoc[], modelOf: (d: ReaderDoc) => ReaderModel) {
  const table: RoleAccuracy = {};
  for (const role of lineRoles) table[role] = { lines: 0, right: 0, accuracy: 0 };
  let lines = 0;
  let right = 0;
  for (const d of docs) {
    const predicted = documentRoles(modelOf(d), d.x);
    d.roles.forEach((role, i) => {
      if (!role) return;
      const hit = roleIndex(predicted[i]!.role) === roleIndex(role);
      table[role]!.lines += 1;
      table[role]!.right += hit ? 1 : 0;
      lines += 1;
      right += hit ? 1 : 0;
    });
  }
  for (const r of Object.values(table)) r.accuracy = r.lines ? r.right / r.lines : 0;
  return { perRole: table, lines, accuracy: lines ? right / lines : 0 };
}

/** One model per development restaurant, trained without it. */
export function modelsWithout(
  real: readonly ReaderDoc[],
  generated: readonly ReaderDoc[],
  only: ReadonlySet<string> = new Set(real.map((d) => d.group)),
) {
  const models = new Map<string, ReaderModel>();
  for (const group of only)
    models.set(group, trainReader([...generated, ...real.filter((d) => d.group !== group)]));
  return models;
}

/** The real import of every entry, each read by its restaurant's held-out model. */
export async function importHeldOut(entries: RealEntry[], models: Map<string, ReaderModel>) {
  const results: RealResult[] = [];
  for (const entry of entries) results.push(await importReal(entry, models.get(entry.group)!));
  return { results, summary: summariseReal(results) };
}
