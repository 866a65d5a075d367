/**
 * Type checks for the request members the policy reads. DynamoDB would refuse most malformed members
 * itself, but the policy must never act on a member it misread, and a wrong type must be a clean 400,
 * never a crash.
 */

/** A request whose shape the gateway will not interpret; answered 400 ValidationException. */
export class RequestShapeError extends Error {}

export type JsonObject = Record<string, unknown>;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function optionalString(input: JsonObject, member: string): string | undefined {
  const v = input[member];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw new RequestShapeError(`${member} must be a string.`);
  return v;
}

export function optionalObject(input: JsonObject, member: string): JsonObject | undefined {
  const v = input[member];
  if (v === undefined) return undefined;
  if (!isObject(v)) throw new RequestShapeError(`${member} must be an object.`);
  return v;
}

export function requiredObject(input: JsonObject, member: string): JsonObject {
  const v = optionalObject(input, member);
  if (!v) throw new RequestShapeError(`${member} is required.`);
  return v;
}

export function optionalStringMap(input: JsonObject, member: string): Record<string, string> | undefined {
  const v = optionalObject(input, member);
  if (v && Object.values(v).some((s) => typeof s !== 'string')) throw new RequestShapeError(`${member} must map placeholders to strings.`);
  return v as Record<string, string> | undefined;
}

export function optionalStringArray(input: JsonObject, member: string): string[] | undefined {
  const v = input[member];
  if (v === undefined) return undefined;
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string')) throw new RequestShapeError(`${member} must be a list of strings.`);
  return v as string[];
}

/** The string inside a DynamoDB JSON string value ({ S: 'x' }), or undefined for anything else. */
export function stringValue(attributeValue: unknown): string | undefined {
  return isObject(attributeValue) && typeof attributeValue.S === 'string' ? attributeValue.S : undefined;
}
