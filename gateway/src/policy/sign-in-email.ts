import { OWNER_ONLY_ORGANIZER_ATTRIBUTES, SIGN_IN_EMAIL } from './read-filter';
import { isObject, optionalString, optionalStringMap } from './request-shape';
import { PolicyRefusal } from './write-rules';

/** The members of a Query or Scan that select items by their values (expression and legacy forms). */
const CONDITION_MEMBERS = ['FilterExpression', 'KeyConditionExpression'] as const;
const LEGACY_CONDITION_MEMBERS = ['ScanFilter', 'QueryFilter', 'KeyConditions'] as const;

/** Whether an expression reads the attribute: bare (`email = :e`) or through a name placeholder (`#e`). */
function mentions(expression: string, names: Record<string, string>, attribute: string): boolean {
  const bare = new RegExp(`(^|[^#:\\w])${attribute}(?!\\w)`).test(expression);
  return bare || [...expression.matchAll(/#\w+/g)].some(([placeholder]) => names[placeholder] === attribute);
}

/**
 * Refuses a Query or Scan of organizers that selects by the sign-in email or the referees (issue 25), for a
 * caller who may not read them (rule 'organizer-cards'): the items it answers, even without the attribute,
 * would tell whose address it is or who referees for whom.
 * @throws PolicyRefusal
 */
export function refuseSignInEmailConditions(input: Record<string, unknown>): void {
  const names = optionalStringMap(input, 'ExpressionAttributeNames') ?? {};
  for (const attribute of OWNER_ONLY_ORGANIZER_ATTRIBUTES) {
    const expressionUses = CONDITION_MEMBERS.some((member) => {
      const expression = optionalString(input, member);
      return expression !== undefined && mentions(expression, names, attribute);
    });
    const legacyUses = LEGACY_CONDITION_MEMBERS.some((member) => isObject(input[member]) && attribute in (input[member] as object));
    const what = attribute === SIGN_IN_EMAIL ? `sign-in ${SIGN_IN_EMAIL}` : attribute;
    if (expressionUses || legacyUses) throw new PolicyRefusal(`organizers cannot be selected by their ${what}.`);
  }
}
