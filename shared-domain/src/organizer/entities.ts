/** An organization that runs tournaments (spec §3). Its login account is a separate AuthUser. */
export interface Organizer {
  /** `org_<timestamp>_<random>` */
  id: string;
  name: string;
  email: string;
  createdAtISO: string;
  logo?: string;
  description?: string;
}
