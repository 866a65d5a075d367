import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES holds the spec texts verbatim (§2, §5, §8)', () => {
  it.each([
    ['invalidCredentials', 'Invalid email/username or password'],
    ['loginFailed', 'Login failed. Please try again.'],
    ['duplicateOrganizerName', 'An organizer with this name already exists. Please choose a different name.'],
    ['shortPassword', 'Password must be at least 6 characters long.'],
    ['organizerCreateFailed', 'Failed to create organizer. Please try again.'],
    ['organizerDeleteFailed', 'Failed to delete organizer. Please try again.'],
    ['passwordResetSuccess', 'Password reset successfully!'],
    ['passwordResetFailed', 'Failed to reset password. Please try again.'],
    ['syncEmailsConfirm', 'This will sync all organizer emails with their auth accounts. Continue?'],
    ['syncEmailsSuccess', 'Organizer emails synced successfully!'],
    ['syncEmailsFailed', 'Failed to sync emails. Please try again.'],
    ['visibilityUpdateFailed', 'Failed to update tournament visibility. Please try again.'],
    ['invalidImageType', 'Please select a valid image file (JPEG, PNG, WebP)'],
    ['imageTooLarge', 'Image too large. Please select an image smaller than 10MB.'],
    ['roundNameRequired', 'Please enter a round name'],
    ['tournamentNotFound', 'Tournament not found'],
    ['tournamentLoadFailed', 'Failed to load tournament data'],
    ['tournamentNotFoundDefault', "The tournament you're looking for doesn't exist."],
    ['teamNotFound', 'Team not found'],
    ['teamLoadFailed', 'Failed to load team data'],
    ['teamNotFoundDefault', "The team you're looking for doesn't exist."],
    ['playerNotFound', 'Player not found or not publicly visible'],
    ['playerLoadFailed', 'Failed to load player data'],
    ['playerNotFoundDefault', "The player you're looking for doesn't exist or is not publicly visible."],
    ['pageNotFound', '404 - Page Not Found'],
    ['somethingWentWrong', 'Something went wrong'],
    ['uploadInProgress', 'Compressing and uploading...'],
    ['uploadSuccess', 'Upload successful!'],
    ['uploadingLogo', 'Uploading logo...'],
    ['logoUploadSuccess', 'Logo uploaded successfully!'],
    ['logoUploadError', 'Error uploading logo'],
    ['uploadingPhoto', 'Uploading photo...'],
    ['photoUploadSuccess', 'Photo uploaded successfully!'],
    ['photoUploadError', 'Error uploading photo'],
    ['superAdminRequiredRedirect', 'Access Denied - You need super admin privileges to access this page'],
    ['organizerRequired', 'You need organizer privileges to access this page'],
    ['tournamentNoAccess', "The tournament you're looking for doesn't exist or you don't have access to it."],
    ['completeAllLeagueMatches', 'Complete all championship matches to start playoffs'],
    ['addScoresFirst', 'You need to add scores to all league matches first'],
    ['championshipCompleted', 'Championship completed! Ready to start playoffs.'],
    ['startPlayoffs', 'End Championship & Start Playoffs'],
    ['selectTeamsFirst', 'Select teams first'],
  ] as const)('%s is "%s"', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    ['organizerNotFound', 'club@example.com', 'Organizer not found: club@example.com'],
    ['uploadFailed', 'network down', 'Upload failed: network down'],
    ['byOrganizer', 'Acme', 'by Acme'],
  ] as const)('%s fills in its argument', (key, arg, text) => {
    expect(MESSAGES[key](arg)).toBe(text);
  });

  it('says how many teams qualify', () => expect(MESSAGES.topTeamsQualify(4)).toBe('Top 4 teams will qualify for playoffs'));
});
