import type { Referee } from '../organizer/entities';

/** The longest referee name and contact stored (the stored organizer's schema refuses longer ones too). */
export const REFEREE_NAME_MAX = 100;
export const REFEREE_CONTACT_MAX = 200;

/** The Referees form as typed. */
export interface RefereeDraft {
  name: string;
  contact: string;
  teamIds: readonly string[];
}

/** What is wrong with a draft, per field; empty when it can be saved. */
export interface RefereeDraftErrors {
  name?: string;
  contact?: string;
}

/** One change of the list, applied to the list as stored when it is saved (another tab may have changed it). */
export type RefereeListEdit = { kind: 'add'; referee: Referee } | { kind: 'edit'; referee: Referee } | { kind: 'remove'; id: string };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Why a referee draft cannot be saved (issue 25): a name is needed, at most 100 characters and not one another
 * referee on the list has (the match page shows only the name, so two alike could not be told apart); a contact
 * is optional, at most 200 characters. `others` is the list without the referee being edited.
 * @example refereeDraftErrors({ name: ' ', contact: '', teamIds: [] }, []) // { name: 'Please enter the referee’s name.' }
 */
export function refereeDraftErrors(draft: RefereeDraft, others: readonly Referee[]): RefereeDraftErrors {
  const errors: RefereeDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Please enter the referee’s name.';
  else if (name.length > REFEREE_NAME_MAX) errors.name = `Referee name must be at most ${REFEREE_NAME_MAX} characters.`;
  else if (others.some((other) => sameName(other.name, name))) errors.name = `${name} is already on your list of referees.`;
  if (draft.contact.trim().length > REFEREE_CONTACT_MAX) errors.contact = `Contact must be at most ${REFEREE_CONTACT_MAX} characters.`;
  return errors;
}

/**
 * The referee a valid draft saves as: the name and contact trimmed (no contact when blank), each team once.
 * @example refereeFromDraft('referee_1', { name: ' Ann Lee ', contact: '', teamIds: ['t1', 't1'] }) // { id: 'referee_1', name: 'Ann Lee', teamIds: ['t1'] }
 */
export function refereeFromDraft(id: string, draft: RefereeDraft): Referee {
  const contact = draft.contact.trim();
  return { id, name: draft.name.trim(), ...(contact ? { contact } : {}), teamIds: [...new Set(draft.teamIds)] };
}

/**
 * The form's fields for a referee on the list (or an empty form).
 * @example refereeDraft(undefined) // { name: '', contact: '', teamIds: [] }
 */
export function refereeDraft(referee: Referee | undefined): RefereeDraft {
  return { name: referee?.name ?? '', contact: referee?.contact ?? '', teamIds: referee?.teamIds ?? [] };
}

/**
 * The list after one edit, or why the edit no longer applies: adding a name the list already has (typed in
 * another tab meanwhile), editing a referee removed meanwhile. Removing one already gone changes nothing. The
 * list stays in name order.
 * @example editRefereeList([], { kind: 'add', referee: { id: 'r1', name: 'Ann', teamIds: [] } }) // { ok: true, referees: [{ id: 'r1', name: 'Ann', teamIds: [] }] }
 */
export function editRefereeList(list: readonly Referee[], edit: RefereeListEdit): { ok: true; referees: Referee[] } | { ok: false; error: string } {
  const byName = (referees: Referee[]) => referees.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  if (edit.kind === 'remove') return { ok: true, referees: byName(list.filter((r) => r.id !== edit.id)) };
  const others = list.filter((r) => r.id !== edit.referee.id);
  if (edit.kind === 'edit' && others.length === list.length) return { ok: false, error: `${edit.referee.name} was removed from your referees meanwhile.` };
  const error = refereeDraftErrors(refereeDraft(edit.referee), others).name;
  if (error !== undefined) return { ok: false, error };
  return { ok: true, referees: byName([...others, edit.referee]) };
}
