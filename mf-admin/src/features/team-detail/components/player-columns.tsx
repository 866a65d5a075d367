import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { playerFullName, type Player } from 'shared-domain';
import { playerPositionOptions } from 'shared-domain/squad-editing';
import { formatCalendarDate } from 'shared-football-ui';
import { Button, SelectField, TextField, VisuallyHidden, cx, type DataTableColumn } from 'shared-ui';
import { PublicToggle } from '../../../common/components/public-toggle';
import layout from '../../../common/styles/layout.module.css';
import type { SquadEditing } from '../hooks/use-squad-editing';
import styles from './players-table.module.css';

const nameOf = (player: Player) => playerFullName(player) || 'player';

const noNumber = (
  <>
    <span className={layout.muted} aria-hidden="true">
      —
    </span>
    <VisuallyHidden>No number</VisuallyHidden>
  </>
);

/** The squad table's columns: the row being edited shows inputs of the row form, the others show values (and Edit, Delete). */
export function playerColumns(squad: SquadEditing, onDelete: (player: Player) => void): DataTableColumn<Player>[] {
  const { form, formId, editingId, isSaving } = squad;
  const editing = (player: Player) => player.id === editingId;
  /** A column whose cell is an input while its row is edited. */
  const editable = (key: string, header: string, edit: (player: Player) => ReactNode, show: (player: Player) => ReactNode, rowHeader = false) => ({
    key,
    header,
    rowHeader,
    cell: (player: Player) => (editing(player) ? edit(player) : show(player)),
  });
  // Props every input of the row form shares: its form, a hidden label (the column header shows it), Escape cancels.
  const cell = (label: string, narrow = false) => ({
    form: formId,
    label,
    hideLabel: true,
    fieldClassName: cx(styles.cellField, narrow && styles.number),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !editingId) return;
      event.preventDefault();
      squad.stopEdit(editingId);
    },
  });
  const { register } = form;
  const { fields } = squad;

  return [
    {
      ...editable('number', 'No.', () => <TextField {...cell('Number', true)} inputMode="numeric" {...fields('number')} />, (p) => p.number ?? noNumber),
      width: '5.5rem',
    },
    editable(
      'name',
      'Player',
      () => (
        <div className={styles.cellPair}>
          <TextField {...cell('First Name')} placeholder="First name" {...fields('firstName')} />
          <TextField {...cell('Last Name')} placeholder="Last name" {...fields('lastName')} />
        </div>
      ),
      (p) => <Link to={`/players/${p.id}`}>{playerFullName(p) || 'Unnamed player'}</Link>,
      true,
    ),
    editable(
      'position',
      'Position',
      (player) => (
        <SelectField {...cell('Position')} options={playerPositionOptions(player.position).map((p) => ({ value: p, label: p }))} {...register('position')} />
      ),
      (p) => p.position,
    ),
    editable(
      'dob',
      'Date of Birth',
      () => <TextField {...cell('Date of Birth')} type="date" {...fields('dateOfBirth')} />,
      (p) => formatCalendarDate(p.dateOfBirth) ?? <span className={layout.muted}>—</span>,
    ),
    {
      key: 'public',
      header: 'Public',
      cell: (p) => <PublicToggle isPublic={p.isPublic === true} label={`Public: ${nameOf(p)}`} busy={isSaving(p.id)} onToggle={() => squad.togglePublic(p)} />,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'end',
      // Keyed apart: were the Edit button's element reused as Save, the click that starts the edit would
      // also submit it (React renders the new type before the browser's default action runs).
      cell: (p) =>
        editing(p) ? (
          <div key="editing" className={cx(layout.actions, layout.nowrap)}>
            <Button type="submit" form={formId} size="sm" loading={isSaving(p.id)} loadingText="Saving...">
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => squad.stopEdit(p.id)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div key="showing" className={cx(layout.actions, layout.nowrap)}>
            <Button id={squad.editButtonId(p.id)} size="sm" variant="secondary" disabled={editingId !== null} aria-label={`Edit ${nameOf(p)}`} onClick={() => squad.startEdit(p)}>
              Edit
            </Button>
            <Button size="sm" variant="danger" disabled={editingId !== null} loading={isSaving(p.id)} aria-label={`Delete player ${nameOf(p)}`} onClick={() => onDelete(p)}>
              Delete
            </Button>
          </div>
        ),
    },
  ];
}
