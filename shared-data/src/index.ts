export { configureData, gatewayUrl, loadRuntimeConfig } from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { pageStore } from './store/page-store';
export { useSession } from './auth/session-store';
export { useHydrating } from './hydration/use-hydrating';
export { LoginError, completeSecondFactor, login, logout, restoreSession } from './auth/auth-service';
export {
  confirmSecondFactor,
  disableSecondFactor,
  regenerateRecoveryCodes,
  resetOrganizerSecondFactor,
  secondFactorStatus,
  startSecondFactorEnrolment,
} from './auth/second-factor-account';
export { GatewayError } from './auth/gateway-fetch';
export { setCurrentOrganizerId, useCurrentOrganizerId } from './organizer/current-organizer';
export { organizersRepository } from './repositories/organizers-repository';
export type { NewOrganizer } from './repositories/organizers-repository';
export { teamsRepository } from './repositories/teams-repository';
export type { NewTeam } from './repositories/teams-repository';
export type { FoundPlayer, FoundTeam, FoundTournament, HomeSearchPage } from './public/home-search-source';
export { tournamentsRepository } from './repositories/tournaments-repository';
export { countAll, countByOrganizer } from './repositories/counts';
export { DataProvider } from './query/data-provider';
export { hydratePageQueries } from './query/query-client';
export { queryKeys } from './query/query-keys';
export { queries } from './query/queries';
export { screenState } from './query/screen-state';
export { useSkippedItems } from './query/skipped-items';
export type { ScreenState } from './query/screen-state';
export { withSavedMatches } from './query/saved-matches';
export { createTournament, readSetupProgress, resumeTournamentSetup } from './use-cases/create-tournament';
export type { SetupProgress, SetupProgressListener } from './use-cases/create-tournament';
export { startPlayoffs } from './use-cases/start-playoffs';
export { reseedPlayoffs } from './use-cases/playoff-editing-lazy';
export type { ReseedOutcome } from './use-cases/reseed-playoffs';
export { resumePendingWrite } from './use-cases/resume-pending-write';
export { pendingWriteOf } from './use-cases/pending-write';
export type { PendingWrite } from './use-cases/pending-write';
export { saveCustomPlayoff, syncCustomPlayoff } from './use-cases/playoff-editing-lazy';
export { loadCupUseCases } from './use-cases/groups-knockout-lazy';
export { recordGoal, removeGoal, updateMatchClearingLater, updateMatchFields, updateMatchVersioned } from './use-cases/match-updates';
export { TeamInUseError, deleteTeam, restoreTeam } from './use-cases/delete-team';
export { deleteTournament } from './use-cases/delete-tournament';
export { deleteOrganizer } from './use-cases/delete-organizer-lazy';
export type { OrganizerDeleteProgress } from './use-cases/delete-organizer';
export { loadOrganizerTransfer } from './use-cases/organizer-import-loader';
export type { ChosenExportFile, OrganizerExportFile, OrganizerImportProgress } from './use-cases/organizer-import-loader';
export { ConflictError, NotFoundError } from './storage/storage-errors';
export { checkImageFile, uploadImage } from './images/upload-image';
export type { UploadProgress } from './images/upload-image';
export { preloadDataClient } from './clients/lazy-sdk-storage';
