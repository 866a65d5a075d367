import type { UseFormReturn } from 'react-hook-form';
import { MAX_NAME_LENGTH, characterCount, playerDraftErrors, type CharacterCount, type PlayerDraft } from 'shared-domain';
import { useDateFields } from './use-date-fields';

/** The fields whose text a player form checks before saving. */
type CheckedField = 'firstName' | 'lastName' | 'number' | 'dateOfBirth';

/** The domain's reason a draft's field cannot be saved, or null. */
const problemOf = (field: CheckedField) => (_text: unknown, draft: PlayerDraft) => playerDraftErrors(draft)[field] ?? null;

/**
 * The props of a player form's checked fields (the player page's form and the squad table's row):
 * registered with the domain's rule, their error, and a character counter near the names' limit.
 * A number or date that does not parse, or a name that is too long, keeps the form from saving, so a
 * typo ("9x") never clears what is stored.
 */
export function usePlayerDraftFields({ register, watch, formState }: Pick<UseFormReturn<PlayerDraft>, 'register' | 'watch' | 'formState'>) {
  const dateField = useDateFields(register);
  return (field: CheckedField) => {
    const registered =
      field === 'dateOfBirth' ? dateField(field, problemOf(field)) : register(field, { validate: (text, draft) => problemOf(field)(text, draft) ?? true });
    const counter: CharacterCount | null = field === 'firstName' || field === 'lastName' ? characterCount(watch(field), MAX_NAME_LENGTH) : null;
    return { ...registered, error: formState.errors[field]?.message, counter };
  };
}
