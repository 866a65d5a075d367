/**
 * A stored colour: `#RRGGBB`, either case. It is what the colour picker (`<input type="color">`) gives
 * and what `normalizeTeamColors` keeps, so the gateway refuses exactly what the forms would drop:
 * `#rgb`, `#rrggbbaa`, colour names and anything else never reach a page's styles.
 */
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * Whether `value` is a `#RRGGBB` colour.
 * @example isHexColor('#3B82F6') // true
 * @example isHexColor('#d00000') // true
 * @example isHexColor('#fff') // false
 * @example isHexColor('red; background:url(x)') // false
 */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}
