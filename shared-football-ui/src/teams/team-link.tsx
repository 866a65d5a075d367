import type { ReactNode } from 'react';
import type { TeamLinking } from './team-info';

/**
 * A team's name as a link to its page when the team is known (`teamId`) and the screen links teams;
 * otherwise the name as text. A placeholder or a deleted team is never linked: its page would not exist.
 */
export function linkedTeamName(teamId: string | undefined, name: string, linking: TeamLinking, className?: string): ReactNode {
  if (teamId !== undefined && linking.renderTeamLink) return linking.renderTeamLink({ teamId, className, children: name });
  if (teamId !== undefined && linking.teamHref) {
    return (
      <a className={className} href={linking.teamHref(teamId)}>
        {name}
      </a>
    );
  }
  return className ? <span className={className}>{name}</span> : name;
}
