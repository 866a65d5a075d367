/**
 * Whether JSON text nests arrays/objects deeper than `max`, judged without parsing it. JSON.parse copes
 * with any depth, but JSON.stringify (used to forward the request) recurses and would overflow the stack.
 * @example exceedsJsonDepth('[[1]]', 1) // true
 */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
