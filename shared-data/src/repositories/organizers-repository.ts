import type { Organizer } from 'shared-domain';
import { currentToken } from '../auth/auth-service';
import { postGateway } from '../auth/gateway-fetch';
import { currentOrganizerStore, setCurrentOrganizerId } from '../organizer/current-organizer';
import { storage } from '../storage/active-storage';

export interface NewOrganizer {
  name: string;
  email: string;
  description?: string;
  password: string;
}

/** Organizer cards are public; creating, deleting and password changes go through the gateway's admin API. */
export const organizersRepository = {
  async list(): Promise<Organizer[]> {
    const items = await storage().scan<Organizer>('organizers');
    return items.sort((a, b) => a.name.localeCompare(b.name));
  },

  async get(id: string): Promise<Organizer | null> {
    return storage().get<Organizer>('organizers', { id });
  },

  async create(input: NewOrganizer): Promise<Organizer> {
    const answer = await postGateway<{ organizer: Organizer }>('/admin/organizers', {
      body: input,
      token: currentToken(),
    });
    return answer.organizer;
  },

  /** Deletes the organizer with its login account and sessions; clears the selection if it was selected. */
  async remove(id: string): Promise<void> {
    await postGateway(`/admin/organizers/${encodeURIComponent(id)}`, { method: 'DELETE', token: currentToken() });
    if (currentOrganizerStore.get() === id) setCurrentOrganizerId(null);
  },

  async resetPassword(email: string, password: string): Promise<void> {
    await postGateway('/admin/organizers/reset-password', { body: { email, password }, token: currentToken() });
  },

  async syncEmails(): Promise<void> {
    await postGateway('/admin/organizers/sync-emails', { token: currentToken() });
  },
};
