import { TextField } from 'shared-ui';
import type { WidgetTheme } from '../../../common/embed-snippet';
import styles from './embed-screen.module.css';
import stack from '../../../common/stack.module.css';

export interface EmbedChoice {
  tournamentId: string;
  matchId: string;
  theme: WidgetTheme;
}

const THEMES: { value: WidgetTheme; label: string }[] = [
  { value: 'bright', label: 'Bright' },
  { value: 'dark', label: 'Dark' },
];

/** Which match to embed and in which theme; every change shows in the snippet at once. */
export function EmbedForm({ choice, onChange }: { choice: EmbedChoice; onChange: (choice: EmbedChoice) => void }) {
  return (
    <div className={stack.stack}>
      <div className={styles.ids}>
        <TextField label="Tournament ID" value={choice.tournamentId} spellCheck={false} autoComplete="off" onChange={(e) => onChange({ ...choice, tournamentId: e.target.value })} />
        <TextField label="Match ID" value={choice.matchId} spellCheck={false} autoComplete="off" onChange={(e) => onChange({ ...choice, matchId: e.target.value })} />
      </div>
      <fieldset className={styles.themes}>
        <legend>Theme</legend>
        {THEMES.map(({ value, label }) => (
          <label key={value} className={styles.theme}>
            <input type="radio" name="embed-theme" value={value} checked={choice.theme === value} onChange={() => onChange({ ...choice, theme: value })} />
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
