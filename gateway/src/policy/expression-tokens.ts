/**
 * A strict tokenizer for the parts of DynamoDB's expression language the policy must understand
 * (UpdateExpression targets, ProjectionExpression paths). Anything outside the token set is refused:
 * a request the gateway cannot read exactly is not a request it forwards.
 */

/** A request expression the gateway refuses to forward; answered 400 ValidationException. */
export class ExpressionError extends Error {}

export type Token =
  | { type: 'name'; text: string; start: number } // #placeholder
  | { type: 'value'; text: string; start: number } // :placeholder
  | { type: 'word'; text: string; start: number } // bare attribute name, keyword, function name or index
  | { type: 'punct'; text: '[' | ']' | '.' | ',' | '=' | '+' | '-' | '(' | ')'; start: number };

const WORD = /[A-Za-z0-9_]/;
const PUNCT = new Set(['[', ']', '.', ',', '=', '+', '-', '(', ')']);

export function tokenize(expression: string, what: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < expression.length) {
    const c = expression.charAt(i);
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    if (c === '#' || c === ':') {
      let j = i + 1;
      while (j < expression.length && WORD.test(expression.charAt(j))) j++;
      if (j === i + 1) throw new ExpressionError(`${what}: '${c}' must be followed by a placeholder name.`);
      tokens.push({ type: c === '#' ? 'name' : 'value', text: expression.slice(i, j), start: i });
      i = j;
      continue;
    }
    if (WORD.test(c)) {
      let j = i + 1;
      while (j < expression.length && WORD.test(expression.charAt(j))) j++;
      tokens.push({ type: 'word', text: expression.slice(i, j), start: i });
      i = j;
      continue;
    }
    if (PUNCT.has(c)) {
      tokens.push({ type: 'punct', text: c as '[', start: i });
      i++;
      continue;
    }
    throw new ExpressionError(`${what}: unexpected character '${c}' at position ${i}.`);
  }
  return tokens;
}

/** Splits tokens at top-level commas (outside parentheses and brackets); refuses unbalanced nesting. */
export function splitTopLevel(tokens: Token[], what: string): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.type === 'punct' && (token.text === '(' || token.text === '[')) depth++;
    if (token.type === 'punct' && (token.text === ')' || token.text === ']')) depth--;
    if (depth < 0) throw new ExpressionError(`${what}: unbalanced parentheses or brackets.`);
    if (depth === 0 && token.type === 'punct' && token.text === ',') parts.push([]);
    else parts[parts.length - 1]?.push(token);
  }
  if (depth !== 0) throw new ExpressionError(`${what}: unbalanced parentheses or brackets.`);
  return parts;
}

/** A document path: its top-level attribute (placeholders resolved) and whether it reaches inside it. */
export interface DocumentPath {
  attribute: string;
  nested: boolean;
}

/**
 * Reads one document path from the start of `tokens` (`a`, `#a`, `a.b[2].#c`).
 * @returns the path and how many tokens it used
 */
export function readPath(tokens: Token[], names: Record<string, string>, what: string): { path: DocumentPath; used: number } {
  const first = tokens[0];
  if (!first || (first.type !== 'name' && first.type !== 'word')) throw new ExpressionError(`${what}: expected an attribute path.`);
  const attribute = resolveName(first, names, what);
  let i = 1;
  for (;;) {
    const t = tokens[i];
    if (t?.type === 'punct' && t.text === '.') {
      const next = tokens[i + 1];
      if (!next || (next.type !== 'name' && next.type !== 'word')) throw new ExpressionError(`${what}: '.' must be followed by a name.`);
      resolveName(next, names, what);
      i += 2;
      continue;
    }
    if (t?.type === 'punct' && t.text === '[') {
      const index = tokens[i + 1];
      const close = tokens[i + 2];
      if (!index || index.type !== 'word' || !/^\d+$/.test(index.text) || close?.type !== 'punct' || close.text !== ']') {
        throw new ExpressionError(`${what}: list indexes must look like [3].`);
      }
      i += 3;
      continue;
    }
    break;
  }
  return { path: { attribute, nested: i > 1 }, used: i };
}

function resolveName(token: Token, names: Record<string, string>, what: string): string {
  if (token.type === 'word') return token.text;
  const resolved = names[token.text];
  if (typeof resolved !== 'string') throw new ExpressionError(`${what}: ${token.text} is not defined in ExpressionAttributeNames.`);
  return resolved;
}

/**
 * Checks that parentheses balance and never close more than they opened, so the expression can be
 * wrapped in `( … )` and ANDed with ours without its own text escaping the parentheses
 * (`a = :x) OR (b = :y` would otherwise turn our AND into an OR). A plain character count is exact here:
 * DynamoDB expressions have no string literals (values are :placeholders) and names cannot hold '(' or ')'.
 */
export function assertBalanced(expression: string, what: string): void {
  let depth = 0;
  for (const c of expression) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) break;
  }
  if (depth !== 0) throw new ExpressionError(`${what}: unbalanced parentheses.`);
}
