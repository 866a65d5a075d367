import { useEffect, useId, useRef } from 'react';
import { cx } from '../../utils/cx';
import { FieldShell, type FieldBaseProps } from '../field/field';
import type { ComboboxOption } from './matching-options';
import { useCombobox } from './use-combobox';
import './combobox-field.css';

export interface ComboboxFieldProps extends Omit<FieldBaseProps, 'label' | 'counter'> {
  /** Visible label; it also names the list of options. */
  label: string;
  options: readonly ComboboxOption[];
  /** The chosen option's value, or null when none is chosen. */
  value: string | null;
  /** Called with the value of the option the user picks (not while they type). */
  onChange: (value: string) => void;
  placeholder?: string;
  /** Shown in the open list when the typed text matches nothing. */
  noMatchText?: string;
  disabled?: boolean;
  id?: string;
  /** Compact: the height of a small button, for toolbars and bars. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A searchable select: a labelled text input whose typing filters a list of options, used with the
 * keyboard (arrows, Enter, Escape) or the pointer. Only picking an option changes the value; text
 * that picks nothing is put back when the field is left.
 */
export function ComboboxField({ options, value, onChange, placeholder, noMatchText = 'No matches', disabled, size = 'md', className, ...shell }: ComboboxFieldProps) {
  const box = useCombobox(options, value, onChange);
  const listId = `ft-combobox${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Keeps the active option in view while the arrows move through a long list.
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [box.active]);

  return (
    <FieldShell {...shell}>
      {(control) => (
        <div className={cx('ft-combobox', size === 'sm' && 'ft-combobox--sm', className)}>
          <input
            {...control}
            className="ft-control ft-combobox__input"
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={box.open}
            aria-controls={listId}
            aria-activedescendant={box.open && box.active >= 0 ? optionId(box.active) : undefined}
            value={box.text}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => box.type(event.target.value)}
            onKeyDown={box.onKeyDown}
            // The chosen label is selected on entry, so typing searches afresh instead of appending to it.
            onFocus={(event) => event.currentTarget.select()}
            onClick={(event) => {
              if (!box.open) event.currentTarget.select();
              box.toggle();
            }}
            onBlur={box.close}
          />
          <div className="ft-combobox__popup" hidden={!box.open}>
            <ul ref={listRef} className="ft-combobox__list" role="listbox" id={listId} aria-label={shell.label}>
              {box.shown.map((option, index) => (
                <li
                  key={option.value}
                  id={optionId(index)}
                  className="ft-combobox__option"
                  role="option"
                  aria-selected={index === box.active}
                  data-active={index === box.active}
                  data-chosen={option.value === value || undefined}
                  // Keeps the focus in the input, so the click is not a blur that closes the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => box.setActive(index)}
                  onClick={() => box.choose(option)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
            {/* Only in the open list: a closed picker's "no match" would be text on the page nobody sees. */}
            {box.open && box.shown.length === 0 ? <p className="ft-combobox__empty">{noMatchText}</p> : null}
          </div>
        </div>
      )}
    </FieldShell>
  );
}
