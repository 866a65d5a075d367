export { configureData, loadRuntimeConfig } from './config/runtime-config';
export type { RuntimeConfig } from './config/runtime-config';
export { pageStore } from './store/page-store';
export { sessionStore, useSession } from './auth/session-store';
export type { SessionState } from './auth/session-store';
export { LoginError, login, logout, restoreSession } from './auth/auth-service';
export { GatewayError } from './auth/gateway-fetch';
export {
  currentOrganizerIdAtom,
  setCurrentOrganizerId,
  useCurrentOrganizerId,
} from './organizer/current-organizer';
export { organizersRepository } from './repositories/organizers-repository';
export type { NewOrganizer } from './repositories/organizers-repository';
export { teamsRepository } from './repositories/teams-repository';
export type { NewTeam } from './repositories/teams-repository';
export type { PublicPlayerTeam } from './repositories/teams-repository';
export { tournamentsRepository } from './repositories/tournaments-repository';
export { countAll, countByOrganizer } from './repositories/counts';
export { DataProvider } from './query/data-provider';
export { queryKeys } from './query/query-keys';
export { matchesRepository } from './repositories/matches-repository';
export { createTournament } from './use-cases/create-tournament';
export { startPlayoffs } from './use-cases/start-playoffs';
export { resumePendingWrite } from './use-cases/resume-pending-write';
export { pendingWriteOf } from './use-cases/pending-write';
export type { PendingWrite } from './use-cases/pending-write';
export { saveCustomPlayoff, syncCustomPlayoff } from './use-cases/custom-playoff';
export { recordGoal, removeGoal, updateMatchFields, updateMatchVersioned } from './use-cases/match-updates';
export { TeamInUseError, deleteTeam } from './use-cases/delete-team';
export { deleteTournament } from './use-cases/delete-tournament';
export { ConflictError, NotFoundError } from './storage/storage-errors';
export { checkImageFile, uploadImage } from './images/upload-image';
