import { useSettledValue } from '../../utils/use-settled-value';
import { cx } from '../../utils/cx';

/** How many characters a field holds against its limit (shown near the limit only). */
export interface FieldCounter {
  count: number;
  max: number;
}

/** Assistive technology hears the count once typing pauses, not at every keystroke. */
const SPOKEN_AFTER_MS = 1000;

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

/**
 * What a screen reader is told about a counter.
 * @example spokenCount({ count: 85, max: 100 }) // '15 characters left'
 * @example spokenCount({ count: 101, max: 100 }) // '1 character too many'
 */
function spokenCount({ count, max }: FieldCounter): string {
  return count <= max ? `${characters(max - count)} left` : `${characters(count - max)} too many`;
}

/**
 * A field's character counter: "85 / 100" under the control (marked when over the limit), and a
 * polite live region, always mounted so that the counter appearing is announced too, that says how
 * many characters are left once typing pauses. `id` names the spoken text for aria-describedby.
 */
export function CharacterCounter({ id, counter }: { id: string; counter: FieldCounter | null | undefined }) {
  const spoken = useSettledValue(counter ? spokenCount(counter) : '', SPOKEN_AFTER_MS);
  const over = counter ? counter.count > counter.max : false;
  return (
    <>
      {counter ? (
        <p className={cx('ft-field__counter', over && 'ft-field__counter--over')} data-over={over || undefined} aria-hidden="true">
          {counter.count} / {counter.max}
        </p>
      ) : null}
      <span className="ft-visually-hidden" id={id} aria-live="polite">
        {counter ? spoken : ''}
      </span>
    </>
  );
}
