import type { ReactNode } from 'react';
import type { ScreenState } from 'shared-data';
import { Alert, Card, LoadingPanel } from 'shared-ui';

interface QueryCardProps<T> {
  title: string;
  state: ScreenState<T>;
  /** Shown in the card while its data loads ("Loading statistics..."). */
  loadingText: string;
  /** Shown in the card when its data could not be read. */
  errorText: string;
  children: (data: T) => ReactNode;
}

/**
 * A titled card over data of its own: it keeps its place on the page while loading and when reading
 * failed, so the rest of the page shows at once and stays usable.
 */
export function QueryCard<T>({ title, state, loadingText, errorText, children }: QueryCardProps<T>) {
  return (
    <Card title={title}>
      {state.status === 'pending' ? (
        <LoadingPanel compact text={loadingText} />
      ) : state.status === 'error' ? (
        <Alert tone="error">{errorText}</Alert>
      ) : (
        children(state.data)
      )}
    </Card>
  );
}
