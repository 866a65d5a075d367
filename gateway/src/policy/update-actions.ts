import type { ItemPath } from 'shared-domain';
import { readPath, splitTopLevel, tokenize, type Token } from './expression-tokens';

/**
 * What an UpdateExpression writes where, as far as the write checks on the gateway need it (text limits,
 * item shapes): each action's path (names resolved, `[3]` as the index 3) and the value placeholders it
 * assigns there. Not an evaluator: a value computed from other paths (`SET a = b`) names no placeholder,
 * and `if_not_exists(#n, :v)` or `list_append(#p, :more)` count as writing `:v` / `:more` at the path
 * (which is where the value ends up when it is written at all).
 */

const WHAT = 'UpdateExpression';
const CLAUSE_KEYWORDS = ['SET', 'REMOVE', 'ADD', 'DELETE'] as const;
type Clause = (typeof CLAUSE_KEYWORDS)[number];

/** One action of a clause: the path it writes and the value placeholders in it. */
interface UpdateAction {
  at: ItemPath;
  values: string[];
}

export type UpdateActions = Record<Clause, UpdateAction[]>;

/** A path's steps from its tokens (already checked by readPath): names resolved, `[3]` as the index 3. */
function stepsOf(tokens: Token[], names: Record<string, string>): ItemPath {
  const steps: (string | number)[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.type === 'punct' && token.text === '[') {
      steps.push(Number(tokens[i + 1]?.text));
      i += 2;
    } else if (token.type === 'name') steps.push(names[token.text] ?? '');
    else if (token.type === 'word') steps.push(token.text);
  }
  return steps;
}

function clauseOf(token: Token, depth: number): Clause | undefined {
  // Clause keywords are reserved words, never bare attribute names.
  if (depth !== 0 || token.type !== 'word') return undefined;
  const keyword = token.text.toUpperCase();
  return CLAUSE_KEYWORDS.find((clause) => clause === keyword);
}

/**
 * The actions of each clause of an UpdateExpression.
 * @example updateActions('SET #n = :n REMOVE logo', { '#n': 'name' }) // { SET: [{ at: ['name'], values: [':n'] }], REMOVE: [{ at: ['logo'], values: [] }], ADD: [], DELETE: [] }
 * @throws ExpressionError for an expression whose paths cannot be read
 */
export function updateActions(expression: string, names: Record<string, string>): UpdateActions {
  const byClause: Record<Clause, Token[]> = { SET: [], REMOVE: [], ADD: [], DELETE: [] };
  let depth = 0;
  let clause: Clause | null = null;
  for (const token of tokenize(expression, WHAT)) {
    if (token.type === 'punct' && (token.text === '(' || token.text === '[')) depth++;
    if (token.type === 'punct' && (token.text === ')' || token.text === ']')) depth--;
    const next = clauseOf(token, depth);
    if (next) clause = next;
    else if (clause) byClause[clause].push(token);
  }
  const actionsOf = (tokens: Token[]): UpdateAction[] =>
    splitTopLevel(tokens, WHAT)
      .filter((action) => action.length > 0)
      .map((action) => {
        const { used } = readPath(action, names, WHAT);
        const values = action.slice(used).filter((token) => token.type === 'value');
        return { at: stepsOf(action.slice(0, used), names), values: values.map((token) => token.text) };
      });
  return { SET: actionsOf(byClause.SET), REMOVE: actionsOf(byClause.REMOVE), ADD: actionsOf(byClause.ADD), DELETE: actionsOf(byClause.DELETE) };
}
