import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { datePickerYearRange, type Match, type MatchPatch } from 'shared-domain';
import { useFadingNotice } from '../../../common/hooks/use-fading-notice';
import { matchFieldChange, storedText, type EditableField } from './match-field-change';

export type RowStatus = { state: 'saving' } | { state: 'saved' } | { state: 'failed' } | { state: 'invalid'; message: string };

/** A date typed or picked is saved once the input rests this long (or at once when it loses focus). */
const DATE_SETTLE_MS = 600;
/** How long "Saved" stays after a save: a confirmation, not a state. Failures stay until fixed. */
const SAVED_VISIBLE_MS = 6000;

interface Options {
  match: Match;
  teamIds: readonly string[];
  now: number;
  /** A knockout game (its score edits follow the shoot-out rule). */
  knockout?: boolean;
  /**
   * Asked before a save: the later games whose results it clears (after the organizer confirmed), or
   * null when the organizer cancelled; then nothing is saved and the stored value shows again.
   */
  prepare?: (fields: MatchPatch) => Promise<readonly string[] | null>;
  /** Writes the fields of this one match (clearing the confirmed later results first); rejects when it did not. */
  save: (fields: MatchPatch, clear: readonly string[]) => Promise<void>;
}

/**
 * The edits of one match row: what each input shows (its draft, else the stored value), when a
 * draft is saved, and the row's Saving / Saved / Not saved status. A failed save keeps the draft, so
 * nothing typed is lost and Retry saves it again; bad input shows why and saves nothing.
 */
export function useMatchRowEdits({ match, teamIds, now, knockout = false, prepare, save }: Options) {
  const [drafts, setDrafts] = useState<Partial<Record<EditableField, string>>>({});
  const [status, show] = useFadingNotice<RowStatus>();
  const dateTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(0);
  const failed = useRef(false);
  // Saves run after awaits and timers: they read the newest match and drafts, not a render's copy.
  const latest = useRef({ match, drafts });
  useLayoutEffect(() => {
    latest.current = { match, drafts };
  });
  const years = datePickerYearRange(new Date(now).getFullYear());

  useEffect(() => () => clearTimeout(dateTimer.current), []);

  const setDraft = (field: EditableField, text: string) => setDrafts((d) => ({ ...d, [field]: text }));
  const dropDraft = (field: EditableField, text: string) =>
    setDrafts((d) => {
      if (d[field] !== text) return d;
      const { [field]: _dropped, ...rest } = d;
      return rest;
    });

  const run = async (fields: MatchPatch, field: EditableField, text: string, clear: readonly string[]) => {
    // Several fields may be saving at once (home goals, then away goals): "Saved" only when all are.
    pending.current += 1;
    failed.current = false;
    show({ state: 'saving' });
    try {
      await save(fields, clear);
      dropDraft(field, text);
    } catch (failure) {
      console.error('Saving a match failed', failure);
      failed.current = true;
    }
    pending.current -= 1;
    if (failed.current) show({ state: 'failed' });
    else if (pending.current === 0) show({ state: 'saved' }, SAVED_VISIBLE_MS);
  };

  /** Saves a field from its draft (or the given text) if it differs from what is stored. */
  const commit = async (field: EditableField, given?: string) => {
    const { match: current, drafts: currentDrafts } = latest.current;
    const text = given ?? currentDrafts[field];
    if (text === undefined) return;
    const change = matchFieldChange(field, text, { match: current, shownTime: currentDrafts.time ?? current.time, teamIds, knockout });
    if (change.kind === 'unchanged') return dropDraft(field, text);
    if (change.kind === 'invalid') {
      if (change.dropDraft) dropDraft(field, text);
      return show({ state: 'invalid', message: change.message });
    }
    if (given !== undefined) setDraft(field, text);
    const clear = prepare ? await prepare(change.fields) : [];
    if (clear === null) return dropDraft(field, text);
    await run(change.fields, field, text, clear);
  };

  const onDateDraft = (text: string) => {
    setDraft('dateISO', text);
    if (status?.state === 'invalid') show(null);
    clearTimeout(dateTimer.current);
    // A date in the picker's usual years (spec §9) is saved once the input rests. Any other date the
    // rule accepts (a past season's) is saved when the input is left or Enter is pressed: a year typed
    // digit by digit passes through values like 0002-… and 0202-…, which must not be saved or refused midway.
    const year = Number(text.slice(0, 4));
    if (text !== '' && (year < years.fromYear || year > years.toYear)) return;
    dateTimer.current = setTimeout(() => void commit('dateISO'), DATE_SETTLE_MS);
  };

  return {
    status,
    value: (field: EditableField) => drafts[field] ?? storedText(match, field),
    setDraft,
    commit: (field: EditableField, given?: string) => void commit(field, given),
    retry: () => {
      for (const field of Object.keys(latest.current.drafts) as EditableField[]) void commit(field);
    },
    onDateDraft,
    onDateLeave: () => {
      clearTimeout(dateTimer.current);
      void commit('dateISO');
    },
  };
}
