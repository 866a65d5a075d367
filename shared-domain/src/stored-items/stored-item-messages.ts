/**
 * The texts for items the store holds in a shape the app cannot read (issue 11): one item opens as an
 * error naming the problem; a list shows the readable items and says how many it left out.
 */

/**
 * The error of one item that could not be read.
 * @example unreadableItemMessage('name is missing') // 'This item could not be read: name is missing'
 */
export function unreadableItemMessage(reason: string): string {
  return `This item could not be read: ${reason}`;
}

/**
 * The note under a list that left out unreadable items; null when none was left out.
 * @example skippedItemsMessage(1) // '1 item could not be shown'
 * @example skippedItemsMessage(2) // '2 items could not be shown'
 * @example skippedItemsMessage(0) // null
 */
export function skippedItemsMessage(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 item could not be shown' : `${count} items could not be shown`;
}
