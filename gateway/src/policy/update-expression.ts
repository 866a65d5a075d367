import { ExpressionError, readPath, splitTopLevel, tokenize, type DocumentPath } from './expression-tokens';

const WHAT = 'UpdateExpression';
const CLAUSES = ['SET', 'REMOVE', 'ADD', 'DELETE'] as const;
type Clause = (typeof CLAUSES)[number];

export interface ParsedUpdateExpression {
  /** Every path the expression writes: SET left-hand sides, REMOVE paths, ADD and DELETE targets. */
  targets: DocumentPath[];
  /** Offset just past the SET keyword, or null when there is no SET clause. */
  setKeywordEnd: number | null;
}

/**
 * Finds the attributes an UpdateExpression writes, resolving #name placeholders, so the policy can
 * refuse writes to organizerId and the key attributes. Strict: clause keywords (reserved words in
 * DynamoDB, so never bare attribute names) must each appear once and at the top level, and every action
 * must have its clause's exact shape; anything else is refused rather than guessed at.
 * @example parseUpdateExpression('SET #a = :v REMOVE b[0]', { '#a': 'name' }).targets
 *   // [{ attribute: 'name', nested: false }, { attribute: 'b', nested: true }]
 * @throws ExpressionError
 */
export function parseUpdateExpression(expression: string, names: Record<string, string>): ParsedUpdateExpression {
  const tokens = tokenize(expression, WHAT);
  const clauses: Array<{ clause: Clause; tokens: ReturnType<typeof tokenize> }> = [];
  let setKeywordEnd: number | null = null;
  let depth = 0;
  for (const token of tokens) {
    if (token.type === 'punct' && (token.text === '(' || token.text === '[')) depth++;
    if (token.type === 'punct' && (token.text === ')' || token.text === ']')) depth--;
    const clause = token.type === 'word' ? CLAUSES.find((c) => c === token.text.toUpperCase()) : undefined;
    if (clause) {
      if (depth !== 0) throw new ExpressionError(`${WHAT}: ${clause} inside parentheses.`);
      if (clauses.some((c) => c.clause === clause)) throw new ExpressionError(`${WHAT}: the ${clause} clause may appear only once.`);
      if (clause === 'SET') setKeywordEnd = token.start + token.text.length;
      clauses.push({ clause, tokens: [] });
      continue;
    }
    const current = clauses[clauses.length - 1];
    if (!current) throw new ExpressionError(`${WHAT}: must start with SET, REMOVE, ADD or DELETE.`);
    current.tokens.push(token);
  }
  if (clauses.length === 0) throw new ExpressionError(`${WHAT}: is empty.`);

  const targets: DocumentPath[] = [];
  for (const { clause, tokens: clauseTokens } of clauses) {
    for (const action of splitTopLevel(clauseTokens, WHAT)) {
      if (action.length === 0) throw new ExpressionError(`${WHAT}: empty action in ${clause}.`);
      const { path, used } = readPath(action, names, WHAT);
      const rest = action.slice(used);
      const ok =
        clause === 'SET'
          ? rest.length >= 2 && rest[0]?.type === 'punct' && rest[0].text === '='
          : clause === 'REMOVE'
            ? rest.length === 0
            : rest.length === 1 && rest[0]?.type === 'value';
      if (!ok) throw new ExpressionError(`${WHAT}: malformed ${clause} action.`);
      targets.push(path);
    }
  }
  return { targets, setKeywordEnd };
}

/**
 * Adds `action` (e.g. `#o = :me`) to the expression's SET clause, or a SET clause when it has none.
 * DynamoDB allows each clause once, so appending a second SET would be refused.
 */
export function addSetAction(expression: string | undefined, parsed: ParsedUpdateExpression | null, action: string): string {
  if (!expression || !parsed) return `SET ${action}`;
  if (parsed.setKeywordEnd === null) return `SET ${action} ${expression}`;
  return `${expression.slice(0, parsed.setKeywordEnd)} ${action},${expression.slice(parsed.setKeywordEnd)}`;
}
