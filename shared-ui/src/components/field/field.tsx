import { useId, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { CharacterCounter, type FieldCounter } from './character-counter';
import './field.css';

/** Props every labelled form field shares. */
export interface FieldBaseProps {
  /** Visible label, tied to the control with <label for>. */
  label: ReactNode;
  /** Help text under the control, announced as its description. */
  hint?: ReactNode;
  /** Error text under the control; marks the control invalid and is announced when it appears. */
  error?: ReactNode;
  /** Hide the label visually while keeping it for assistive technology (e.g. a search box). */
  hideLabel?: boolean;
  /** Classes for the wrapper around label, control and messages (`className` goes to the control). */
  fieldClassName?: string;
  /** A character counter under the control (the form passes one near the field's limit, null otherwise). */
  counter?: FieldCounter | null;
}

interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  counterId: string;
}

/** A stable id for the control (the caller's, or a generated one) and ids for its hint and error. */
function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `ft-field${generated.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return { id: controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error`, counterId: `${controlId}-counter` };
}

/** The aria-describedby of a control: its hint and, when present, its error and its counter. */
function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode, counter: FieldCounter | null | undefined, own?: string): string | undefined {
  const parts = [own, hasContent(hint) && ids.hintId, hasContent(error) && ids.errorId, counter && ids.counterId].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

interface FieldProps extends FieldBaseProps {
  ids: FieldIds;
  required?: boolean;
  children: ReactNode;
}

/**
 * Lays out label, control, hint and error. The required marker sits outside the <label> so that the
 * control's accessible name stays exactly the label text; `required` on the control says it to
 * assistive technology.
 */
function Field({ ids, label, hint, error, hideLabel, required, fieldClassName, counter, children }: FieldProps) {
  const invalid = hasContent(error);
  return (
    <div className={cx('ft-field', invalid && 'ft-field--invalid', fieldClassName)}>
      <div className={cx('ft-field__label-row', hideLabel && 'ft-visually-hidden')}>
        <label className="ft-field__label" htmlFor={ids.id}>
          {label}
        </label>
        {required ? (
          <span className="ft-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      {hasContent(hint) ? (
        <p className="ft-field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      <CharacterCounter id={ids.counterId} counter={counter} />
      {/* The live region stays mounted so that an error appearing later is announced. */}
      <div className="ft-field__message" aria-live="polite">
        {invalid ? (
          <p className="ft-field__error" id={ids.errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The props a field shell takes from a field's props; the rest go to the control. */
export interface FieldShellProps extends FieldBaseProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
}

/** What the shell wires onto its control: id, required, invalid state and description. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Splits a field component's props into the shell's and the control's own.
 *
 * @example const [shell, inputProps] = splitFieldProps(props);
 */
export function splitFieldProps<P extends FieldShellProps>(props: P): [FieldShellProps, Omit<P, keyof FieldShellProps>] {
  const { label, hint, error, hideLabel, fieldClassName, counter, id, required, 'aria-describedby': ownDescribedBy, ...control } = props;
  return [{ label, hint, error, hideLabel, fieldClassName, counter, id, required, 'aria-describedby': ownDescribedBy }, control];
}

/**
 * One labelled field around any control: renders label, hint and error and hands the control the
 * ids, `required`, `aria-invalid` and `aria-describedby` that tie them together.
 */
export function FieldShell({ id, required, 'aria-describedby': own, children, ...field }: FieldShellProps & { children: (control: FieldControlProps) => ReactNode }) {
  const ids = useFieldIds(id);
  const control: FieldControlProps = {
    id: ids.id,
    required,
    'aria-invalid': hasContent(field.error) || undefined,
    'aria-describedby': describedBy(ids, field.hint, field.error, field.counter, own),
  };
  return (
    <Field ids={ids} required={required} {...field}>
      {children(control)}
    </Field>
  );
}
