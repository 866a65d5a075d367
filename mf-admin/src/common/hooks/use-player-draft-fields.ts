import type { UseFormReturn } from 'react-hook-form';
import { MAX_NAME_LENGTH, characterCount, type CharacterCount } from 'shared-domain';
import { playerDraftErrors, type PlayerDraft, type PlayerSquad } from 'shared-domain/squad-editing';
import { useDateFields } from './use-date-fields';

/** The fields whose text a player form checks before saving. */
type CheckedField = 'firstName' | 'lastName' | 'number' | 'dateOfBirth';

/** The domain's reason a draft's field cannot be saved (with the squad: a number already worn), or null. */
const problemOf = (field: CheckedField, squad: () => PlayerSquad | undefined) => (_text: unknown, draft: PlayerDraft) =>
  playerDraftErrors(draft, squad())[field] ?? null;

const NO_SQUAD = () => undefined;

/**
 * The props of a player form's checked fields (the player page's form and the squad table's row):
 * registered with the domain's rule, their error, and a character counter near the names' limit.
 * A number or date that does not parse, or a name that is too long, keeps the form from saving, so a
 * typo ("9x") never clears what is stored. `squad` (read when the form is checked, so it is the team as
 * stored then) refuses a number another player of the team wears, naming them (issue 22).
 */
export function usePlayerDraftFields(
  { register, watch, formState }: Pick<UseFormReturn<PlayerDraft>, 'register' | 'watch' | 'formState'>,
  squad: () => PlayerSquad | undefined = NO_SQUAD,
) {
  const dateField = useDateFields(register);
  return (field: CheckedField) => {
    const problem = problemOf(field, squad);
    const registered = field === 'dateOfBirth' ? dateField(field, problem) : register(field, { validate: (text, draft) => problem(text, draft) ?? true });
    const counter: CharacterCount | null = field === 'firstName' || field === 'lastName' ? characterCount(watch(field), MAX_NAME_LENGTH) : null;
    return { ...registered, error: formState.errors[field]?.message, counter };
  };
}
