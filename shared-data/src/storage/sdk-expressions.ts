/** DynamoDB expression builders of the SDK adapter: placeholders everywhere, so reserved words are safe. */

export interface UpdateParts {
  set: string[];
  remove: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/**
 * Builds the parts of `SET a = :a, ... REMOVE b` from a partial: undefined fields are ignored (spec §5
 * "updates ignore fields whose value is undefined"); null removes the attribute; `unwritable` are skipped.
 */
export function updateExpression(fields: Record<string, unknown>, unwritable: readonly string[]): UpdateParts {
  const parts: UpdateParts = { set: [], remove: [], names: {}, values: {} };
  Object.entries(fields).forEach(([key, value], index) => {
    if (value === undefined || unwritable.includes(key)) return;
    parts.names[`#f${index}`] = key;
    if (value === null) parts.remove.push(`#f${index}`);
    else {
      parts.set.push(`#f${index} = :f${index}`);
      parts.values[`:f${index}`] = value;
    }
  });
  return parts;
}

/** `SET ... [REMOVE ...]` from the parts. */
export function renderUpdate(parts: UpdateParts): string {
  return `SET ${parts.set.join(', ')}${parts.remove.length ? ` REMOVE ${parts.remove.join(', ')}` : ''}`;
}

/** `#k0 = :k0 AND #k1 = :k1` for attribute equality (a key condition), with its placeholders. */
export function equalityCondition(equals: Record<string, string>) {
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  const terms = Object.entries(equals).map(([name, value], i) => {
    names[`#k${i}`] = name;
    values[`:k${i}`] = value;
    return `#k${i} = :k${i}`;
  });
  return { expression: terms.join(' AND '), names, values };
}
