import { createContext, useContext } from 'react';
import { ErrorPanel } from 'shared-ui';

/** How the route around a remote screen loads it again; RemoteScreen provides it. */
export const RemoteRetryContext = createContext<(() => void) | undefined>(undefined);

/** The route's fallback when its remote cannot be loaded: the rest of the shell keeps working. */
export function RemoteUnavailable() {
  const retry = useContext(RemoteRetryContext);
  return (
    <ErrorPanel
      title="This section could not be loaded"
      message="Check your connection and try again. The rest of the app still works."
      onRetry={retry}
    />
  );
}
