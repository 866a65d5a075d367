import type { Player, Team } from 'shared-domain';
import { each, num, obj, text, texts } from './stored-values';

function player(v: unknown): Player | null {
  const p = obj(v);
  const id = text(p?.id);
  if (!p || id === undefined) return null;
  return {
    id,
    firstName: text(p.firstName) ?? '',
    lastName: text(p.lastName) ?? '',
    position: text(p.position) ?? '',
    number: num(p.number) ?? null,
    // Only an explicit true makes a player public (isPlayerPubliclyVisible reads it the same way).
    isPublic: p.isPublic === true,
    createdAtISO: text(p.createdAtISO) ?? '',
  };
}

/** A stored team as the public match view reads it, or null without a string id and name; unusable players are dropped. */
export function storedTeam(item: Record<string, unknown> | null | undefined): Team | null {
  const [id, name] = [text(item?.id), text(item?.name)];
  if (!item || id === undefined || name === undefined) return null;
  const logo = text(item.logo);
  return {
    id,
    name,
    colors: texts(item.colors),
    organizerId: text(item.organizerId) ?? '',
    createdAtISO: text(item.createdAtISO) ?? '',
    players: each(item.players, player),
    ...(logo ? { logo } : {}),
  };
}
