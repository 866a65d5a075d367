import type { Match } from 'shared-domain';

/**
 * A tournament's cached match list after a write: matches as stored replace their copies (never with
 * an older version: answers may arrive out of order), new ones are added, `removed` ids leave. Every
 * screen that keeps the list (the tournament page, the match centre) merges by this one rule.
 * @example withSavedMatches([{ id: 'm1', version: 2 }], [{ id: 'm1', version: 3 }]) // [{ id: 'm1', version: 3 }]
 */
export function withSavedMatches(list: readonly Match[], saved: readonly Match[], removed: readonly string[] = []): Match[] {
  const gone = new Set(removed);
  const byId = new Map(saved.map((m) => [m.id, m]));
  const kept = list
    .filter((m) => !gone.has(m.id))
    .map((m) => {
      const next = byId.get(m.id);
      byId.delete(m.id);
      return next && (next.version ?? 0) >= (m.version ?? 0) ? next : m;
    });
  return [...kept, ...byId.values()];
}
