import { skippedItemsMessage } from 'shared-domain';
import { Alert } from '../alert/alert';

interface SkippedItemsNoteProps {
  /** How many items of the list could not be read and were left out. */
  count: number;
}

/**
 * Says under (or above) a list that some of its items could not be shown, instead of the whole list
 * failing for one malformed item. Renders nothing while every item was shown.
 */
export function SkippedItemsNote({ count }: SkippedItemsNoteProps) {
  const message = skippedItemsMessage(count);
  return message === null ? null : <Alert tone="warning">{message}</Alert>;
}
