import type { Referee } from 'shared-domain';
import type { ScorekeeperLinkView } from 'shared-domain/match-clock';
import type { PlanMatch, PlanPitch } from 'shared-domain/match-day';
import { Alert, Button, TextField } from 'shared-ui';
import type { useScorekeeperLinks } from '../hooks/use-scorekeeper-links';
import styles from './match-day-planner.module.css';

interface ScorekeeperLinksPanelProps {
  links: ReturnType<typeof useScorekeeperLinks>;
  matches: readonly PlanMatch[];
  pitches: readonly PlanPitch[];
  /** The organizer's referees, to name a referee's link (issue 25). */
  referees?: readonly Referee[];
}

/** What a link covers, as the organizer reads it: the match's label, the pitch and its day, or the referee and the day. */
function coverText(link: ScorekeeperLinkView, matches: readonly PlanMatch[], pitches: readonly PlanPitch[], referees: readonly Referee[] = []): string {
  if (link.matchId !== undefined) return matches.find((m) => m.id === link.matchId)?.label ?? 'A match';
  if (link.refereeId !== undefined) return `${referees.find((r) => r.id === link.refereeId)?.name ?? 'A referee'}, every match refereed on ${link.dateISO}`;
  const pitch = pitches.find((p) => p.id === link.pitchId)?.name ?? 'A pitch';
  return `${pitch}, every match on ${link.dateISO}`;
}

/**
 * The match day's scorekeeper links (issue 25): the link just made, shown once (its address, a QR code to
 * print, "Revoke"), then every link of the tournament with its state and "Revoke" while it works.
 */
export function ScorekeeperLinksPanel({ links, matches, pitches, referees }: ScorekeeperLinksPanelProps) {
  const { created, error, busy, revoke } = links;
  const working = links.links;
  return (
    <section className={styles.pitch} aria-label="Scorekeeper links">
      <h3>Scorekeeper links</h3>
      {error && <Alert tone="error" title={error} />}
      {created && (
        <Alert tone="success" title={`Scorekeeper link for ${coverText(created.link, matches, pitches, referees)}`}>
          <div className={styles.scorekeeperLink}>
            <TextField label="Scorekeeper link" value={created.address} readOnly onFocus={(event) => event.currentTarget.select()} />
            <img className={styles.qrCode} src={created.qrCode} alt="QR code of the scorekeeper link" width={192} height={192} />
            <p className={styles.muted}>Shown once: copy or print it now. It works until the end of {created.link.dateISO}, without an account.</p>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void revoke(created.link.id)}>
              Revoke
            </Button>
          </div>
        </Alert>
      )}
      {working.length === 0 ? (
        <p className={styles.muted}>No working scorekeeper links. Create one from a match or a pitch above.</p>
      ) : (
        <ul className={styles.matches}>
          {working.map((link) => (
            <li key={link.id} className={styles.match}>
              <span className={styles.label}>{coverText(link, matches, pitches, referees)}</span>
              <Button variant="secondary" size="sm" disabled={busy} aria-label={`Revoke the scorekeeper link for ${coverText(link, matches, pitches, referees)}`} onClick={() => void revoke(link.id)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
