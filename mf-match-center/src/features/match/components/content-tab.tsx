import { useState, type FormEvent } from 'react';
import { safeExternalUrl, validateExternalUrl, type Match } from 'shared-domain';
import { Button, Card, TextAreaField, TextField } from 'shared-ui';
import type { MatchEditor } from '../hooks/use-match-editor';

/**
 * Content (spec §2, §3): preview, report and video link. The report is plain text and is shown as
 * text (never as markup); the video URL becomes a link only when it is http(s).
 */
export function ContentTab({ match, editor }: { match: Match; editor: MatchEditor }) {
  const [draft, setDraft] = useState({ preview: match.preview ?? '', report: match.report ?? '', videoUrl: match.videoUrl ?? '' });
  const [urlError, setUrlError] = useState<string | undefined>();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateExternalUrl(draft.videoUrl);
    if (invalid) {
      setUrlError(invalid);
      return;
    }
    setUrlError(undefined);
    const fields: Record<string, unknown> = {};
    const norm = (value: string) => (value.trim() === '' ? null : value);
    if (draft.preview !== (match.preview ?? '')) fields.preview = norm(draft.preview);
    if (draft.report !== (match.report ?? '')) fields.report = norm(draft.report);
    if (draft.videoUrl.trim() !== (match.videoUrl ?? '')) fields.videoUrl = draft.videoUrl.trim() === '' ? null : safeExternalUrl(draft.videoUrl);
    void editor.save(() => fields as Partial<Match>, { versioned: false, successText: 'Content saved.' });
  };
  const videoLink = safeExternalUrl(match.videoUrl);
  return (
    <div className="mc-stack">
      <Card title="Edit content" headingLevel={2}>
        <form className="mc-form" aria-label="Match content" onSubmit={onSubmit}>
          <TextAreaField label="Preview" rows={3} value={draft.preview} onChange={(e) => setDraft((d) => ({ ...d, preview: e.target.value }))} />
          <TextAreaField label="Report" rows={6} value={draft.report} onChange={(e) => setDraft((d) => ({ ...d, report: e.target.value }))} />
          <TextField
            label="Video URL"
            type="url"
            placeholder="https://"
            value={draft.videoUrl}
            error={urlError}
            onChange={(e) => {
              setUrlError(undefined);
              setDraft((d) => ({ ...d, videoUrl: e.target.value }));
            }}
          />
          <div>
            <Button type="submit" loading={editor.saving}>
              Save Content
            </Button>
          </div>
        </form>
      </Card>
      <Card title="As readers see it" headingLevel={2}>
        <h3 className="mc-content__heading">Preview</h3>
        {match.preview ? <p className="mc-content__text">{match.preview}</p> : <p className="mc-muted">No preview yet.</p>}
        <h3 className="mc-content__heading">Report</h3>
        {match.report ? <p className="mc-content__text">{match.report}</p> : <p className="mc-muted">No report yet.</p>}
        <h3 className="mc-content__heading">Video</h3>
        {videoLink ? (
          <a href={videoLink} target="_blank" rel="noopener noreferrer">
            Watch the match video
          </a>
        ) : (
          <p className="mc-muted">No video yet.</p>
        )}
      </Card>
    </div>
  );
}
