import { useState } from 'react';
import type { Player, Team } from 'shared-domain';
import { updatePlayerInList } from 'shared-domain/squad-editing';
import { Card } from 'shared-ui';
import { PublicToggle } from '../../../common/components/public-toggle';
import { SaveMessage, saveNotice, type FormMessage } from '../../../common/components/save-message';
import type { TeamEditor } from '../../../common/hooks/use-team-editor';
import layout from '../../../common/styles/layout.module.css';
import styles from './player-visibility-card.module.css';

/** The player's Visible/Hidden switch (spec §2), saved as a team update, with what each state means. */
export function PlayerVisibilityCard({ editor, player }: { editor: TeamEditor; player: Player }) {
  const [message, setMessage] = useState<FormMessage>(null);
  const tag = `visibility:${player.id}`;

  const togglePublic = async () => {
    setMessage(null);
    const isPublic = !player.isPublic;
    // Shown at once; a failure or a lost race puts the switch back to what is stored.
    const fields = (current: Team) => ({ players: updatePlayerInList(current.players ?? [], player.id, { isPublic }) });
    const outcome = await editor.save(fields, { tag, optimistic: true });
    setMessage(saveNotice(outcome, isPublic ? 'The player is now visible to everyone.' : 'The player is now hidden from the public.'));
  };

  return (
    <Card title="Visibility">
      <div className={styles.visibility}>
        <PublicToggle isPublic={player.isPublic === true} busy={editor.isSaving(tag)} onToggle={togglePublic} />
        <p className={layout.muted}>
          {player.isPublic ? 'Shown on the public team and player pages.' : 'Only you can see this player; the public pages do not show it.'}
        </p>
      </div>
      <SaveMessage message={message} />
    </Card>
  );
}
