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
}

/** What the public sees of an organizer on its card (home search): never the sign-in email. */
export type OrganizerProfileCard = Pick<Organizer, 'id' | 'name' | 'createdAtISO'> & Partial<Pick<Organizer, 'logo' | 'description' | 'contactEmail'>>;
