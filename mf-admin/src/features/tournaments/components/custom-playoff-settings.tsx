import { CUSTOM_PLAYOFF_TEAM_OPTIONS, type CustomPlayoffConfig } from 'shared-domain';
import { SelectField } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { CheckOption } from './check-option';
import styles from './custom-playoff-editor.module.css';

interface CustomPlayoffSettingsProps {
  config: CustomPlayoffConfig;
  busy: boolean;
  onTeams: (playoffTeams: number) => void;
  onBye: (enable: boolean) => void;
}

/** Playoff Teams (how many "Seed N" the pickers offer) and Enable bye (whether they offer BYE), with what a side may be. */
export function CustomPlayoffSettings({ config, busy, onTeams, onBye }: CustomPlayoffSettingsProps) {
  return (
    <>
      <div className={styles.settings}>
        <SelectField
          label="Playoff Teams"
          value={String(config.playoffTeams)}
          disabled={busy}
          onChange={(e) => onTeams(Number(e.target.value))}
          options={CUSTOM_PLAYOFF_TEAM_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))}
        />
        <CheckOption label="Enable bye" besideFields checked={config.enableBye} disabled={busy} onChange={(e) => onBye(e.target.checked)} />
      </div>
      <p className={`${layout.muted} ${styles.flush}`}>
        A side may be a team, a seed of the final league table, or the winner or loser of an earlier game.
        {config.enableBye ? ' With bye enabled, a side may be BYE: the other side goes on without playing.' : ''}
      </p>
    </>
  );
}
