import type { Organizer, Referee } from 'shared-domain';
import { currentToken } from '../auth/auth-service';
import { postGateway } from '../auth/gateway-fetch';
import { storage } from '../storage/active-storage';
import { readItem, readList, readWrite, type ItemList } from './stored-items';

export interface NewOrganizer {
  name: string;
  email: string;
  description?: string;
  password: string;
}

/** Organizer cards are public; creating, deleting and password changes go through the gateway's admin API. */
export const organizersRepository = {
  /** Every readable organizer card by name, and how many could not be read. */
  async read(): Promise<ItemList<Organizer>> {
    const read = await readList('organizer', await storage().scan<unknown>('organizers'));
    return { ...read, items: read.items.sort((a, b) => a.name.localeCompare(b.name)) };
  },

  async list(): Promise<Organizer[]> {
    return (await this.read()).items;
  },

  /** One organizer card; null when absent. @throws UnreadableItemError when it is stored in a shape the app cannot read */
  async get(id: string): Promise<Organizer | null> {
    return readItem('organizer', await storage().get<unknown>('organizers', { id }));
  },

  /**
   * Sets the organizer's public contact address (null removes it: the card then says "No email"). The
   * organizer may change this of its own item (the gateway refuses anything but an email address).
   */
  async setContactEmail(id: string, contactEmail: string | null): Promise<Organizer> {
    return readWrite('organizer', storage().update<unknown>('organizers', { id }, { contactEmail }));
  },

  /**
   * Stores the organizer's list of referees (issue 25) if the item is still at `version` (as read; 0 or
   * undefined: never updated). @throws ConflictError carrying the organizer as stored now
   */
  async saveReferees(id: string, referees: Referee[], version: number | undefined): Promise<Organizer> {
    return readWrite('organizer', storage().update<unknown>('organizers', { id }, { referees }, { expectedVersion: version ?? 0 }));
  },

  async create(input: NewOrganizer): Promise<Organizer> {
    const answer = await postGateway<{ organizer: Organizer }>('/admin/organizers', {
      body: input,
      token: currentToken(),
    });
    return answer.organizer;
  },

  async resetPassword(email: string, password: string): Promise<void> {
    await postGateway('/admin/organizers/reset-password', { body: { email, password }, token: currentToken() });
  },

  async syncEmails(): Promise<void> {
    await postGateway('/admin/organizers/sync-emails', { token: currentToken() });
  },
};
