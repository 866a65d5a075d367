import { alsoUpdatedElsewhere } from 'shared-domain';
import { Alert } from 'shared-ui';
import { saveOutcomeMessage, type SaveOutcome } from '../hooks/use-team-editor';

/** What a form says after saving: success politely, a conflict or failure as an alert. */
export type FormMessage = { tone: 'success' | 'error'; text: string } | null;

/**
 * The message for a save's outcome: `success` when saved (followed by "Also updated elsewhere: …"
 * when the save re-applied the user's changes over fields changed elsewhere), otherwise why not.
 */
export function saveNotice(outcome: SaveOutcome, success: string): FormMessage {
  if (outcome.status !== 'saved') return { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' };
  const elsewhere = outcome.elsewhere ?? [];
  return { tone: 'success', text: elsewhere.length > 0 ? [success, alsoUpdatedElsewhere(elsewhere)].filter(Boolean).join(' ') : success };
}

export function SaveMessage({ message }: { message: FormMessage }) {
  if (!message) return null;
  return <Alert tone={message.tone}>{message.text}</Alert>;
}
