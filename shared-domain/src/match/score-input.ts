import type { WholeNumberField } from '../common/whole-number-field';

/**
 * Score inputs (spec §5: numeric text, empty means unset). Text that is not a whole number is refused
 * with these fields' messages instead of clearing the stored goal (issue 11); the inputs take three digits.
 */
export const GOALS_FIELD: WholeNumberField = { label: 'Goals', min: 0, max: 999 };

/** A shoot-out count, read like goals. */
export const PENALTIES_FIELD: WholeNumberField = { label: 'Penalties', min: 0, max: 999 };
