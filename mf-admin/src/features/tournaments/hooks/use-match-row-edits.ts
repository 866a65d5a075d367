import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { datePickerYearRange, type Match, type MatchPatch } from 'shared-domain';
import { useFadingNotice } from '../../../common/hooks/use-fading-notice';
import { isScoreField, matchFieldChange, scoreFieldsChange, shownScore, storedText, type EditableField } from './match-field-change';

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

type Texts = Partial<Record<EditableField, string>>;

/**
 * The edits of one match row: what each input shows (its draft, else the stored value), when a
 * draft is saved, and the row's Saving / Saved / Not saved status. A failed save keeps the draft, so
 * nothing typed is lost and Retry saves it again; bad input shows why and saves nothing. The result
 * (both goals, a shoot-out) is one value (issue 22): `commitScore` saves it whole or not at all, and a
 * declined confirmation puts every score input back to what is stored.
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
  // Drops the drafts that still hold the given texts (a newer draft typed meanwhile stays).
  const dropDrafts = (texts: Texts) =>
    setDrafts((d) => {
      const rest = { ...d };
      for (const [field, text] of Object.entries(texts) as [EditableField, string][]) if (rest[field] === text) delete rest[field];
      return rest;
    });
  const dropDraft = (field: EditableField, text: string) => dropDrafts({ [field]: text });

  const run = async (fields: MatchPatch, texts: Texts, clear: readonly string[]) => {
    // Several saves may run at once (the result, then the date): "Saved" only when all are.
    pending.current += 1;
    failed.current = false;
    show({ state: 'saving' });
    try {
      await save(fields, clear);
      dropDrafts(texts);
    } catch (failure) {
      console.error('Saving a match failed', failure);
      failed.current = true;
    }
    pending.current -= 1;
    if (failed.current) show({ state: 'failed' });
    else if (pending.current === 0) show({ state: 'saved' }, SAVED_VISIBLE_MS);
  };

  /** Saves a change once confirmed; declined, every input it came from shows what is stored again. */
  const confirmAndRun = async (fields: MatchPatch, texts: Texts) => {
    const clear = prepare ? await prepare(fields) : [];
    if (clear === null) return dropDrafts(texts);
    await run(fields, texts, clear);
  };

  /** Saves the result from the score inputs (drafts, else stored) as one value, or says what is missing. */
  const commitScore = async () => {
    const { match: current, drafts: currentDrafts } = latest.current;
    const texts = Object.fromEntries(Object.entries(currentDrafts).filter(([field]) => isScoreField(field as EditableField))) as Texts;
    if (Object.keys(texts).length === 0) return;
    const change = scoreFieldsChange(shownScore(current, currentDrafts), { match: current, knockout });
    if (change.kind === 'unchanged') return dropDrafts(texts);
    if (change.kind === 'invalid') return show({ state: 'invalid', message: change.message });
    await confirmAndRun(change.fields, texts);
  };

  /** Saves a field from its draft (or the given text) if it differs from what is stored. */
  const commit = async (field: EditableField, given?: string) => {
    if (isScoreField(field)) return commitScore();
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
    await confirmAndRun(change.fields, { [field]: text });
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
      const fields = Object.keys(latest.current.drafts) as EditableField[];
      // The result is one save, however many of its inputs hold drafts.
      if (fields.some(isScoreField)) void commitScore();
      for (const field of fields) if (!isScoreField(field)) void commit(field);
    },
    onDateDraft,
    onDateLeave: () => {
      clearTimeout(dateTimer.current);
      void commit('dateISO');
    },
  };
}
