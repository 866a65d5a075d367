import { Alert } from 'shared-ui';
import { saveOutcomeMessage, type SaveOutcome } from '../hooks/use-team-editor';

/** What a form says after saving: success politely, a conflict or failure as an alert. */
export type FormMessage = { tone: 'success' | 'error'; text: string } | null;

/** The message for a save's outcome: `success` when saved, otherwise why not. */
export function saveNotice(outcome: SaveOutcome, success: string): FormMessage {
  return outcome.status === 'saved' ? { tone: 'success', text: success } : { tone: 'error', text: saveOutcomeMessage(outcome) ?? '' };
}

export function SaveMessage({ message }: { message: FormMessage }) {
  if (!message) return null;
  return <Alert tone={message.tone}>{message.text}</Alert>;
}
