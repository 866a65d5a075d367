import { safeExternalUrl, type Match } from 'shared-domain';
import { Card } from 'shared-ui';
import { MutedText } from './muted-text';
import styles from './content-preview.module.css';

/**
 * The stored content as readers see it (the organizer's preview and the public match page). The
 * report is plain text shown as text (never as markup); the video URL becomes a link only when it is http(s).
 */
export function ContentPreview({ match, title = 'As readers see it' }: { match: Pick<Match, 'preview' | 'report' | 'videoUrl'>; title?: string }) {
  const videoLink = safeExternalUrl(match.videoUrl);
  return (
    <Card title={title} headingLevel={2}>
      <h3 className={styles.heading}>Preview</h3>
      {match.preview ? <p className={styles.text}>{match.preview}</p> : <MutedText>No preview yet.</MutedText>}
      <h3 className={styles.heading}>Report</h3>
      {match.report ? <p className={styles.text}>{match.report}</p> : <MutedText>No report yet.</MutedText>}
      <h3 className={styles.heading}>Video</h3>
      {videoLink ? (
        <a href={videoLink} target="_blank" rel="noopener noreferrer">
          Watch the match video
        </a>
      ) : (
        <MutedText>No video yet.</MutedText>
      )}
    </Card>
  );
}
