import { BYE_LABEL, placeholderLabel, type PlayoffSlot as Slot } from 'shared-domain';
import styles from './playoff-slot.module.css';

/** A side's text: the team's name, BYE, or its placeholder ("Winner of match 1", "Seed 2"). */
export function slotText(slot: Slot, nameOf: (teamId: string) => string): string {
  switch (slot.kind) {
    case 'team':
      return nameOf(slot.teamId);
    case 'bye':
      return BYE_LABEL;
    default:
      return placeholderLabel(slot);
  }
}

/** One side of a playoff pairing; a known team also says which placeholder it filled. */
export function PlayoffSlot({ slot, won, nameOf }: { slot: Slot; won: boolean; nameOf: (teamId: string) => string }) {
  return (
    <span className={styles.slot} data-kind={slot.kind} data-won={won || undefined}>
      <span className={styles.name}>{slotText(slot, nameOf)}</span>
      {slot.kind === 'team' && slot.from && <span className={styles.from}>{placeholderLabel(slot.from)}</span>}
    </span>
  );
}
