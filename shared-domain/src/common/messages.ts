/**
 * Every user-facing text of spec §8 (error catalogue), §5 (validation) and the fixed screen texts of
 * §2 and §4 that code returns or shows, verbatim. Keep spelling and punctuation exactly as the spec has it:
 * tests and users compare these strings.
 */
export const MESSAGES = {
  // §8 login
  invalidCredentials: 'Invalid email/username or password',
  loginFailed: 'Login failed. Please try again.',
  // §5 / §8 organizers
  duplicateOrganizerName: 'An organizer with this name already exists. Please choose a different name.',
  shortPassword: 'Password must be at least 6 characters long.',
  organizerCreateFailed: 'Failed to create organizer. Please try again.',
  organizerDeleteFailed: 'Failed to delete organizer. Please try again.',
  passwordResetSuccess: 'Password reset successfully!',
  passwordResetFailed: 'Failed to reset password. Please try again.',
  syncEmailsConfirm: 'This will sync all organizer emails with their auth accounts. Continue?',
  syncEmailsSuccess: 'Organizer emails synced successfully!',
  syncEmailsFailed: 'Failed to sync emails. Please try again.',
  organizerNotFound: (email: string): string => `Organizer not found: ${email}`,
  // Ours, not the spec's: the spec requires these fields but defines no text for them (§5).
  organizerNameRequired: 'Organizer name is required.',
  emailRequired: 'Email is required.',
  invalidEmail: 'Please enter a valid email address.',
  teamNameRequired: 'Team name is required.',
  /** Ours, not the spec's: social and location links must be http(s). */
  invalidExternalUrl: 'Please enter a link starting with http:// or https://',
  // §8 tournaments
  visibilityUpdateFailed: 'Failed to update tournament visibility. Please try again.',
  // §5 images
  invalidImageType: 'Please select a valid image file (JPEG, PNG, WebP)',
  imageTooLarge: 'Image too large. Please select an image smaller than 10MB.',
  // §8 uploads (tournament/team)
  uploadInProgress: 'Compressing and uploading...',
  uploadSuccess: 'Upload successful!',
  uploadFailed: (reason: string): string => `Upload failed: ${reason}`,
  // §8 team/admin logo and photo uploads
  uploadingLogo: 'Uploading logo...',
  logoUploadSuccess: 'Logo uploaded successfully!',
  logoUploadError: 'Error uploading logo',
  uploadingPhoto: 'Uploading photo...',
  photoUploadSuccess: 'Photo uploaded successfully!',
  photoUploadError: 'Error uploading photo',
  // §5 custom playoff
  roundNameRequired: 'Please enter a round name',
  // §5 custom match stats button title
  selectTeamsFirst: 'Select teams first',
  // §8 public not-found texts
  tournamentNotFound: 'Tournament not found',
  tournamentLoadFailed: 'Failed to load tournament data',
  tournamentNotFoundDefault: "The tournament you're looking for doesn't exist.",
  teamNotFound: 'Team not found',
  teamLoadFailed: 'Failed to load team data',
  teamNotFoundDefault: "The team you're looking for doesn't exist.",
  playerNotFound: 'Player not found or not publicly visible',
  playerLoadFailed: 'Failed to load player data',
  playerNotFoundDefault: "The player you're looking for doesn't exist or is not publicly visible.",
  goToHome: 'Go to Home',
  // §2 / §8 shell
  pageNotFound: '404 - Page Not Found',
  somethingWentWrong: 'Something went wrong',
  reloadPage: 'Reload Page',
  loading: 'Loading...',
  // §2 access screens
  accessDenied: 'Access Denied',
  superAdminRequiredRedirect: 'Access Denied - You need super admin privileges to access this page',
  superAdminRequired: 'You need super admin privileges to access this page',
  organizerRequired: 'You need organizer privileges to access this page',
  noOrganizerSelected: 'No Organizer Selected',
  selectOrganizerFirst: 'Please select an organizer first',
  tournamentNoAccess: "The tournament you're looking for doesn't exist or you don't have access to it.",
  // §2 home and lists
  noResultsFound: 'No Results Found',
  noEmail: 'No email',
  unknownOrganizer: 'Unknown',
  byOrganizer: (name: string): string => `by ${name}`,
  loadingOrganizers: 'Loading organizers...',
  noOrganizersFound: 'No organizers found',
  noTournamentsYet: 'No tournaments yet. Create your first tournament above!',
  initializing: 'Initializing...',
  // §2 / §4 playoffs
  startPlayoffs: 'End Championship & Start Playoffs',
  completeAllLeagueMatches: 'Complete all championship matches to start playoffs',
  addScoresFirst: 'You need to add scores to all league matches first',
  championshipCompleted: 'Championship completed! Ready to start playoffs.',
  topTeamsQualify: (n: number): string => `Top ${n} teams will qualify for playoffs`,
  // §2 visibility labels
  visibleToEveryone: 'Visible to everyone',
  adminOrganizerOnly: 'Admin/Organizer only',
} as const;
