import type { SocialMedia } from '../common/entities';

/** A player inside a team's `players` list (spec §3). */
export interface Player {
  /** `player_<timestamp>_<random>` */
  id: string;
  firstName: string;
  lastName: string;
  position: string;
  /** Empty input means unset (spec §5). */
  number?: number | null;
  isPublic: boolean;
  createdAtISO: string;
  photo?: string;
  dateOfBirth?: string;
  socialMedia?: SocialMedia;
}

/** A team with its squad (spec §3). Team carries an optional `version` for optimistic locking. */
export interface Team {
  /** `team_<timestamp>_<random>` */
  id: string;
  name: string;
  /** One or two hex colours. */
  colors: string[];
  logo?: string;
  photo?: string;
  establishedDate?: string;
  organizerId: string;
  createdAtISO: string;
  players: Player[];
  socialMedia?: SocialMedia;
  /** Optimistic locking counter. */
  version?: number;
}
