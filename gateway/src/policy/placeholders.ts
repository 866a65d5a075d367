/**
 * Expression placeholders the gateway adds next to the caller's own (#name / :value). The prefix is
 * chosen so that it occurs nowhere in the caller's maps or expression texts: otherwise a caller could
 * reference `#gw0_1` in its own UpdateExpression without defining it and have it resolve to the name we
 * inject (organizerId), or have its placeholders overwritten by ours.
 */
export class Placeholders {
  private readonly prefix: string;
  private readonly namesByAttribute = new Map<string, string>();
  private counter = 0;
  readonly names: Record<string, string>;
  readonly values: Record<string, unknown>;

  constructor(
    callerNames: Record<string, string> | undefined,
    callerValues: Record<string, unknown> | undefined,
    callerExpressions: Array<string | undefined>,
  ) {
    this.names = { ...callerNames };
    this.values = { ...callerValues };
    const taken = [...Object.keys(this.names), ...Object.keys(this.values), ...callerExpressions.filter((e): e is string => !!e)];
    let k = 0;
    while (taken.some((text) => text.includes(`gw${k}_`))) k++;
    this.prefix = `gw${k}_`;
  }

  /** A #placeholder for an attribute name (one per name). */
  name(attribute: string): string {
    let placeholder = this.namesByAttribute.get(attribute);
    if (!placeholder) {
      placeholder = `#${this.prefix}${this.counter++}`;
      this.namesByAttribute.set(attribute, placeholder);
      this.names[placeholder] = attribute;
    }
    return placeholder;
  }

  /** A :placeholder for an attribute value in DynamoDB JSON (e.g. { S: 'org_1' }). */
  value(attributeValue: unknown): string {
    const placeholder = `:${this.prefix}${this.counter++}`;
    this.values[placeholder] = attributeValue;
    return placeholder;
  }

  /** The merged maps, as request members (omitted when empty: DynamoDB refuses empty maps). */
  members(): { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> } {
    return {
      ...(Object.keys(this.names).length ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

/** `(caller) AND (ours)`: the caller's condition (e.g. its version check) always survives. */
export function andConditions(caller: string | undefined, ours: string): string {
  return caller && caller.trim() ? `(${caller}) AND (${ours})` : ours;
}
