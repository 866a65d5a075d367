/** Someone else changed the item first; `current` is what is stored now (null if it was deleted). */
export class ConflictError<T> extends Error {
  override name = 'ConflictError';
  constructor(readonly current: T | null) {
    super('This item was changed by someone else. The latest version is shown; please apply your change again.');
  }
}

/** An update of an item that does not exist (updates never create). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  constructor(
    readonly table: string,
    readonly key: Record<string, string>,
  ) {
    super(`Not found in ${table}: ${Object.values(key).join('/')}`);
  }
}
