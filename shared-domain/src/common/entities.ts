/** Social links. Teams and players may hold any network; tournaments use facebook and instagram. */
export interface SocialMedia {
  facebook?: string;
  instagram?: string;
  twitter?: string;
  youtube?: string;
  tiktok?: string;
  website?: string;
  [network: string]: string | undefined;
}
