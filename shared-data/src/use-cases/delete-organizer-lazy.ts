import type { OrganizerDeleteProgress } from './delete-organizer';

/**
 * deleteOrganizer (delete-organizer.ts), imported on the first delete as a chunk of its own: shared-data's
 * entry is loaded whole by every page, the login page included (150 KB budget), and only the super admin's
 * Organizers screen deletes organizers.
 */
export async function deleteOrganizer(id: string, onProgress?: (progress: OrganizerDeleteProgress) => void): Promise<void> {
  const { deleteOrganizer: deleteNow } = await import(/* webpackChunkName: "organizer-delete" */ './delete-organizer');
  return deleteNow(id, onProgress);
}
