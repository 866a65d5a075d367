import { useEffect, useState } from 'react';
import { gatewayUrl } from 'shared-data';
import { Button, LoadingPanel } from 'shared-ui';
import type { WidgetTheme } from '../../../common/embed-snippet';
import { loadWidget } from '../../../common/load-widget';
import { MutedText } from '../../../common/muted-text';

type WidgetLoad = 'loading' | 'ready' | 'failed';

/**
 * The real widget, as an embedding page shows it: the element defined by the widget module, reading
 * from this site's gateway. Until both ids are given it says what it needs.
 */
export function WidgetPreview({ tournamentId, matchId, theme }: { tournamentId: string; matchId: string; theme: WidgetTheme }) {
  const [load, setLoad] = useState<WidgetLoad>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadWidget().then(
      ({ defineMatchCenterWidget }) => {
        defineMatchCenterWidget({ baseUrl: gatewayUrl('') });
        if (current) setLoad('ready');
      },
      () => {
        if (current) setLoad('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (load === 'failed') {
    return (
      <div role="alert">
        <p>The widget could not be loaded.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setLoad('loading');
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  if (load === 'loading') return <LoadingPanel compact text="Loading the widget..." />;
  if (!tournamentId || !matchId) return <MutedText>Enter a tournament ID and a match ID to see the match here.</MutedText>;
  return <match-center-widget tournament-id={tournamentId} match-id={matchId} theme={theme} />;
}
