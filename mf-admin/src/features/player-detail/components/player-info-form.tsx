import { useForm } from 'react-hook-form';
import type { Player } from 'shared-domain';
import { playerChanges, playerDraft, playerPositionOptions, updatePlayerInList, type PlayerDraft } from 'shared-domain/squad-editing';
import { Alert, Button, SelectField, TextField, cx } from 'shared-ui';
import { SaveMessage, saveNotice } from '../../../common/components/save-message';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { useFormMessage } from '../../../common/hooks/use-form-message';
import { usePlayerDraftFields } from '../../../common/hooks/use-player-draft-fields';
import { useRevisionReset } from '../../../common/hooks/use-revision-reset';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';
import layout from '../../../common/styles/layout.module.css';

/**
 * First and last name, number (empty = unset), position and date of birth of one player. Text that
 * does not parse or is too long, or a number a teammate wears, is refused next to its field and nothing
 * is saved, so the stored number or date is never lost to a typo.
 */
export function PlayerInfoForm({ editor, player }: { editor: TeamEditor; player: Player }) {
  const form = useForm<PlayerDraft>({ defaultValues: playerDraft(player) });
  const { register, handleSubmit, reset, watch, formState } = form;
  const draft = useFormDraft(form, { form: 'player-details', itemId: player.id });
  const [message, setMessage] = useFormMessage(watch);
  // A number another player of the team wears is refused, naming them (issue 22).
  const checked = usePlayerDraftFields({ register, watch, formState }, () => ({ players: editor.team.players ?? [], playerId: player.id }));
  useRevisionReset(editor.revision, () => reset(playerDraft(player), { keepDirtyValues: true }));

  const onSubmit = async (draft: PlayerDraft) => {
    const changes = playerChanges(draft);
    const outcome = await editor.save((current) => ({ players: updatePlayerInList(current.players ?? [], player.id, changes) }));
    if (outcome.status === 'saved' || outcome.status === 'conflict') {
      const stored = outcome.team.players.find((p) => p.id === player.id);
      if (stored) reset(playerDraft(stored));
    }
    setMessage(saveNotice(outcome, 'Player details saved.'));
  };

  return (
    <form className={layout.form} onSubmit={handleSubmit(onSubmit)} aria-label="Player details" noValidate>
      <div className={cx(layout.grid2, layout.tight)}>
        <TextField label="First Name" {...checked('firstName')} />
        <TextField label="Last Name" {...checked('lastName')} />
        <TextField label="Number" inputMode="numeric" hint="Leave empty for no number." {...checked('number')} />
        <SelectField
          label="Position"
          options={playerPositionOptions(player.position).map((p) => ({ value: p, label: p }))}
          {...register('position')}
        />
        <TextField label="Date of Birth" type="date" {...checked('dateOfBirth')} />
      </div>
      {draft.restored && (
        <Alert tone="info" onDismiss={draft.dismiss}>
          {DRAFT_RESTORED_TEXT}
        </Alert>
      )}
      <SaveMessage message={message} />
      <div className={layout.actions}>
        <Button type="submit" loading={formState.isSubmitting} loadingText="Saving...">
          Save Player
        </Button>
      </div>
    </form>
  );
}
