import { Alert } from 'shared-ui';

/** What a form says after saving: success politely, a conflict or failure as an alert. */
export type FormMessage = { tone: 'success' | 'error'; text: string } | null;

export function SaveMessage({ message }: { message: FormMessage }) {
  if (!message) return null;
  return <Alert tone={message.tone}>{message.text}</Alert>;
}
