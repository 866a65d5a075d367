import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  MESSAGES,
  createId,
  isValidEmail,
  normalizeEmail,
  validateOrganizerInput,
  validatePassword,
  type Organizer,
} from 'shared-domain';
import { PasswordHasher } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import { newUserId, type UserStore } from '../auth/users';
import { scanAll } from '../store/scan';
import { RunningDeletes, type DeleteProgressListener } from './running-deletes';

export interface CreateOrganizerInput {
  name: string;
  email: string;
  password: string;
  description?: string;
}

/**
 * Not a spec text (the spec has no rule for it); MESSAGES in shared-domain has no key for it yet.
 */
const DUPLICATE_ACCOUNT_EMAIL = 'An account with this email already exists.';

/** A refusal the caller shows as is (status + spec text). */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Told of the organizers this class creates and deletes (they never pass the DynamoDB proxy's onWrite):
 * the public directory keeps its organizer cards from them. Must not reject.
 */
export interface OrganizerWriteListener {
  organizerSaved(organizer: Organizer): Promise<void>;
  organizerDeleted(organizerId: string): Promise<void>;
}

const NO_LISTENER: OrganizerWriteListener = { organizerSaved: async () => undefined, organizerDeleted: async () => undefined };

/**
 * What an organizer owns besides its item and logins (teams, tournaments, matches, images, their public
 * documents), deleted with it in steps that can be repeated (organizer-cascade.ts): `begin` records the
 * delete before anything goes, `deleteAll` deletes (counting what it found, then what it deleted, to
 * `onProgress`), `finish` clears the record; `unfinished` lists the deletes a crash cut short.
 */
export interface OrganizerContent {
  begin(organizerId: string): Promise<void>;
  deleteAll(organizerId: string, onProgress?: DeleteProgressListener): Promise<void>;
  finish(organizerId: string): Promise<void>;
  unfinished(): Promise<string[]>;
}

/** For tests of the organizer item and its logins alone: no content to delete. */
const NO_CONTENT: OrganizerContent = { begin: async () => undefined, deleteAll: async () => undefined, finish: async () => undefined, unfinished: async () => [] };

/** Super admin operations on organizers and their login accounts (spec §6). */
export class OrganizerAdmin {
  private readonly deletes = new RunningDeletes();

  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly organizersTable: string,
    private readonly users: UserStore,
    private readonly sessions: SessionStore,
    private readonly clock: () => number = Date.now,
    private readonly listener: OrganizerWriteListener = NO_LISTENER,
    private readonly content: OrganizerContent = NO_CONTENT,
    private readonly passwords: PasswordHasher = new PasswordHasher(),
  ) {}

  /**
   * Validation is shared-domain's validateOrganizerInput, the create form's own: an email that is not a
   * plain address (markup, quotes, spaces; isValidEmail) is refused with MESSAGES.invalidEmail.
   * @throws AdminError(400) with the spec's text when validation fails.
   */
  async create(input: CreateOrganizerInput): Promise<Organizer> {
    const existing = await scanAll<Pick<Organizer, 'name'>>(this.doc, {
      TableName: this.organizersTable,
      ProjectionExpression: '#n',
      ExpressionAttributeNames: { '#n': 'name' },
    });
    const problem = validateOrganizerInput(
      input,
      existing.map((o) => o.name).filter((n): n is string => typeof n === 'string'),
    );
    if (problem) throw new AdminError(400, problem);
    const email = normalizeEmail(input.email);
    // Logins look accounts up by email, so a second account with the same address could never sign in.
    if (await this.users.findByEmail(email)) throw new AdminError(400, DUPLICATE_ACCOUNT_EMAIL);

    const now = this.clock();
    const organizer: Organizer = {
      id: createId('org', now, Math.random),
      name: input.name.trim(),
      email: input.email.trim(),
      description: input.description?.trim() ?? '',
      createdAtISO: new Date(now).toISOString(),
      logo: '',
    };
    const { passwordHash, salt, passwordIterations } = await this.passwords.hash(input.password);
    await this.doc.send(
      new PutCommand({ TableName: this.organizersTable, Item: organizer, ConditionExpression: 'attribute_not_exists(id)' }),
    );
    try {
      await this.users.create({
        id: newUserId(now),
        email,
        role: 'organizer',
        organizerId: organizer.id,
        passwordHash,
        salt,
        passwordIterations,
        createdAt: organizer.createdAtISO,
        isActive: true,
      });
    } catch (err) {
      // An organizer nobody can log in as is worse than none: undo, then report the failure.
      await this.doc.send(new DeleteCommand({ TableName: this.organizersTable, Key: { id: organizer.id } })).catch(() => undefined);
      throw err;
    }
    await this.listener.organizerSaved(organizer);
    return organizer;
  }

  /**
   * Removes the organizer's login accounts and all their sessions, then its teams, tournaments, matches
   * and images with their public documents, then the organizer item. Idempotent: the delete is recorded
   * first and its record cleared last, so one cut short is finished by calling this again (the super
   * admin's retry, or resumeUnfinishedDeletes at the next start). A call for an organizer whose delete is
   * running joins it rather than starting a second one. `onProgress` hears the items (images, matches,
   * tournaments, teams) deleted of the items found, after each batch.
   */
  delete(organizerId: string, onProgress?: DeleteProgressListener): Promise<void> {
    return this.deletes.run(organizerId, (report) => this.deleteNow(organizerId, report), onProgress);
  }

  private async deleteNow(organizerId: string, onProgress: DeleteProgressListener): Promise<void> {
    await this.content.begin(organizerId);
    const accounts = await this.users.listByOrganizer(organizerId);
    for (const account of accounts) {
      // Sessions first: the moment the user is gone, nothing should still be able to sign requests.
      await this.sessions.deleteAllOfUser(account.id);
      await this.users.delete(account.id);
    }
    // After the logins: an organizer still signed in could add a team behind the delete.
    await this.content.deleteAll(organizerId, onProgress);
    // The item goes after its content, so the organizer stays listed (and can be deleted again) until nothing of it is left.
    await this.doc.send(new DeleteCommand({ TableName: this.organizersTable, Key: { id: organizerId } }));
    await this.listener.organizerDeleted(organizerId);
    await this.content.finish(organizerId);
  }

  /**
   * Finishes the organizer deletes a crash or an outage cut short (run at start-up, before serving); one
   * that fails again stays recorded and does not keep the others from finishing.
   * @returns the ids of the organizers whose delete was finished
   * @throws AggregateError of the failures, after every delete was tried
   */
  async resumeUnfinishedDeletes(): Promise<string[]> {
    const finished: string[] = [];
    const failures: unknown[] = [];
    for (const id of await this.content.unfinished()) {
      await this.delete(id).then(
        () => finished.push(id),
        (err: unknown) => failures.push(err),
      );
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} interrupted organizer delete(s) failed again.`);
    return finished;
  }

  /**
   * Sets a new password for the organizer account with this email and signs out its sessions, so whoever
   * knew the old password is locked out too.
   * @throws AdminError(400) short password, AdminError(404) "Organizer not found: <email>".
   */
  async resetPassword(email: string, password: string): Promise<void> {
    const problem = validatePassword(password);
    if (problem) throw new AdminError(400, problem);
    const user = await this.users.findByEmail(normalizeEmail(email));
    if (!user || user.role !== 'organizer') throw new AdminError(404, MESSAGES.organizerNotFound(email));
    await this.users.setPassword(user.id, await this.passwords.hash(password));
    await this.sessions.deleteAllOfUser(user.id);
  }

  /**
   * Copies each organizer's email onto its organizer accounts that have none (spec §6). An organizer
   * email that is not a valid address (stored before the rule was strict) is not copied: logins would
   * look it up, and accounts only ever hold valid addresses.
   */
  async syncEmails(): Promise<number> {
    const accounts = await this.users.listOrganizerUsers();
    let updated = 0;
    for (const account of accounts) {
      if (account.email || !account.organizerId) continue;
      const out = await this.doc.send(
        new GetCommand({ TableName: this.organizersTable, Key: { id: account.organizerId } }),
      );
      const email = (out.Item as Organizer | undefined)?.email;
      if (typeof email === 'string' && isValidEmail(email)) {
        await this.users.setEmail(account.id, normalizeEmail(email));
        updated++;
      }
    }
    return updated;
  }
}
