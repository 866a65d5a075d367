import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, PageHeader, useSettledValue } from 'shared-ui';
import { embedSnippet } from '../../../common/embed-snippet';
import { pageOrigin } from '../../../common/page-origin';
import { SnippetBlock } from '../../../common/snippet-block';
import { EMBED_PAGE_TEXT } from '../embed-page-text';
import { EmbedForm, type EmbedChoice } from './embed-form';
import { EmbedGuide } from './embed-guide';
import { WidgetPreview } from './widget-preview';
import stack from '../../../common/stack.module.css';

/** How long typing must pause before the preview reads the typed match. */
const PREVIEW_DELAY_MS = 400;

/**
 * The embed guide (`/embed`, public): what the two-line snippet does, a form for the match and theme
 * (prefilled from `?tournament=…&match=…`, as the organizer's "Open embed guide" link opens it), the
 * snippet to copy and the real widget showing that match.
 */
export function EmbedScreen() {
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<EmbedChoice>(() => ({
    tournamentId: params.get('tournament') ?? '',
    matchId: params.get('match') ?? '',
    theme: params.get('theme') === 'dark' ? 'dark' : 'bright',
  }));
  const origin = pageOrigin();
  const tournamentId = choice.tournamentId.trim();
  const matchId = choice.matchId.trim();
  const snippet = embedSnippet({ origin, tournamentId: tournamentId || 'TOURNAMENT_ID', matchId: matchId || 'MATCH_ID', theme: choice.theme });
  const previewTournamentId = useSettledValue(tournamentId, PREVIEW_DELAY_MS);
  const previewMatchId = useSettledValue(matchId, PREVIEW_DELAY_MS);
  return (
    <div className={stack.stack}>
      <PageHeader title={EMBED_PAGE_TEXT.title} subtitle={EMBED_PAGE_TEXT.subtitle} />
      <EmbedGuide origin={origin} />
      <Card title="Your snippet" headingLevel={2}>
        <div className={stack.stack}>
          <EmbedForm choice={choice} onChange={setChoice} />
          <SnippetBlock snippet={snippet} label="Embed snippet" />
        </div>
      </Card>
      <Card title="Live preview" headingLevel={2}>
        <WidgetPreview tournamentId={previewTournamentId} matchId={previewMatchId} theme={choice.theme} />
      </Card>
    </div>
  );
}
