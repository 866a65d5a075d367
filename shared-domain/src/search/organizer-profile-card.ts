import type { OrganizerProfileCard } from '../organizer/entities';

/** The fields of an organizer its public card shows (spec §2's card): never the sign-in `email` (issue 23). */
export const ORGANIZER_CARD_FIELDS = ['id', 'name', 'contactEmail', 'createdAtISO', 'logo', 'description'] as const;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The public card of a stored organizer (any shape): its id, name, creation date, logo, description and
 * the public contact address it chose (left out when empty), never its sign-in email. Null without a
 * string id and name.
 * @example organizerProfileCard({ id: 'org_1', name: 'Riverside FA', email: 'fa@x.test', createdAtISO: '', contactEmail: '' }) // { id: 'org_1', name: 'Riverside FA', createdAtISO: '' }
 */
export function organizerProfileCard(item: unknown): OrganizerProfileCard | null {
  if (typeof item !== 'object' || item === null) return null;
  const stored = item as Record<string, unknown>;
  const [id, name, logo, description, contactEmail] = [stored.id, stored.name, stored.logo, stored.description, stored.contactEmail].map(textOf);
  if (id === undefined || name === undefined) return null;
  return {
    id,
    name,
    createdAtISO: textOf(stored.createdAtISO) ?? '',
    ...(logo !== undefined ? { logo } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(contactEmail ? { contactEmail } : {}),
  };
}
