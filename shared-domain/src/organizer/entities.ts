/** An organization that runs tournaments (spec §3). Its login account is a separate AuthUser. */
export interface Organizer {
  /** `org_<timestamp>_<random>` */
  id: string;
  name: string;
  email: string;
  createdAtISO: string;
  logo?: string;
  description?: string;
  /**
   * The address the public may write to, chosen by the organizer (issue 23); absent or empty: none. Never
   * the sign-in `email`, which the public never sees.
   */
  contactEmail?: string;
  /** The organizer's referees (issue 25): read by the organizer alone (the gateway strips them for everybody else). */
  referees?: Referee[];
  /** Bumped by every update; the referees' saves are checked against it (optimistic locking). */
  version?: number;
}

/** A referee on an organizer's list (issue 25). */
export interface Referee {
  /** `referee_<timestamp>_<random>` */
  id: string;
  name: string;
  /** How the organizer reaches them (phone or email, as typed); never shown to the public. */
  contact?: string;
  /** The teams (clubs) they belong to: they never referee those teams' matches. */
  teamIds: string[];
}

/** What the public sees of an organizer on its card (home search): never the sign-in email. */
export type OrganizerProfileCard = Pick<Organizer, 'id' | 'name' | 'createdAtISO'> & Partial<Pick<Organizer, 'logo' | 'description' | 'contactEmail'>>;
