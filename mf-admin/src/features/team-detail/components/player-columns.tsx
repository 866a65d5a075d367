import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { playerFullName, playerPositionOptions, type Player } from 'shared-domain';
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

/** The squad table's columns: the row being edited shows inputs of the row form, the others show values. */
export function playerColumns(squad: SquadEditing): DataTableColumn<Player>[] {
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

  return [
    {
      ...editable('number', 'No.', () => <TextField {...cell('Number', true)} inputMode="numeric" {...register('number')} />, (p) => p.number ?? noNumber),
      width: '5.5rem',
    },
    editable(
      'name',
      'Player',
      () => (
        <div className={styles.cellPair}>
          <TextField {...cell('First Name')} placeholder="First name" {...register('firstName')} />
          <TextField {...cell('Last Name')} placeholder="Last name" {...register('lastName')} />
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
      () => <TextField {...cell('Date of Birth')} type="date" {...register('dateOfBirth')} />,
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
      cell: (p) =>
        editing(p) ? (
          <div className={cx(layout.actions, layout.nowrap)}>
            <Button type="submit" form={formId} size="sm" loading={isSaving(p.id)} loadingText="Saving...">
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => squad.stopEdit(p.id)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button id={squad.editButtonId(p.id)} size="sm" variant="secondary" disabled={editingId !== null} aria-label={`Edit ${nameOf(p)}`} onClick={() => squad.startEdit(p)}>
            Edit
          </Button>
        ),
    },
  ];
}
