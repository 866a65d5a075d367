/**
 * Plain values from DynamoDB JSON ({ name: { S: 'Arsenal' } } → { name: 'Arsenal' }) that never throws:
 * organizers can store any shape, and the public view must survive it. Unlike the SDK's unmarshall, a
 * number too large for a JS number reads as its nearest double instead of throwing, and binary values
 * and unusable attribute values read as absent (undefined), so the shape checks drop them.
 */
function fromDynamoDbJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const av = value as Record<string, unknown>;
  if (typeof av.S === 'string') return av.S;
  if (typeof av.N === 'string') return finiteNumber(av.N);
  if (typeof av.BOOL === 'boolean') return av.BOOL;
  if (av.NULL === true) return null;
  if (Array.isArray(av.L)) return av.L.map(fromDynamoDbJson);
  if (typeof av.M === 'object' && av.M !== null && !Array.isArray(av.M)) return fromDynamoDbItem(av.M);
  if (Array.isArray(av.SS)) return av.SS.filter((s): s is string => typeof s === 'string');
  if (Array.isArray(av.NS)) return av.NS.map(finiteNumber).filter((n): n is number => n !== undefined);
  return undefined;
}

/** A whole item (a map of attribute values); anything that is not an object reads as null. */
export function fromDynamoDbItem(item: unknown): Record<string, unknown> | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    // Assigning '__proto__' would swap the object's prototype; no product attribute has that name.
    if (name === '__proto__') continue;
    const plain = fromDynamoDbJson(value);
    if (plain !== undefined) out[name] = plain;
  }
  return out;
}

function finiteNumber(text: unknown): number | undefined {
  const n = typeof text === 'string' ? Number(text) : NaN;
  return Number.isFinite(n) ? n : undefined;
}
