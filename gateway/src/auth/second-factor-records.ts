import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const ALL_FIELDS = 'totpSecret, totpPendingSecret, totpLastStep, recoveryCodes';

/**
 * The second-factor fields of an auth-users item (AuthUser.totp*, recoveryCodes). Every write is
 * conditional on what the caller read, so two requests racing (the same code twice, a disable during a
 * confirm) cannot both win: the loser's write is refused and reported as false.
 */
export class SecondFactorRecords {
  constructor(
    private readonly doc: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Replaces any pending secret. */
  async setPending(userId: string, sealedSecret: string): Promise<boolean> {
    return this.update(userId, 'SET totpPendingSecret = :p', 'attribute_exists(id)', { ':p': sealedSecret });
  }

  /** Turns the pending secret on, with its first accepted time step and the recovery codes' hashes. */
  async enable(userId: string, sealedPending: string, timeStep: number, codeHashes: string[]): Promise<boolean> {
    return this.update(
      userId,
      'SET totpSecret = :p, totpLastStep = :t, recoveryCodes = :c REMOVE totpPendingSecret',
      'totpPendingSecret = :p AND attribute_not_exists(totpSecret)',
      { ':p': sealedPending, ':t': timeStep, ':c': new Set(codeHashes) },
    );
  }

  /** Records an accepted time step; false when that step (or a later one) was accepted already. */
  async acceptStep(userId: string, sealedSecret: string, timeStep: number): Promise<boolean> {
    return this.update(
      userId,
      'SET totpLastStep = :t',
      'totpSecret = :s AND (attribute_not_exists(totpLastStep) OR totpLastStep < :t)',
      { ':s': sealedSecret, ':t': timeStep },
    );
  }

  /** Removes one recovery code's hash; false when it was used already. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    return this.update(userId, 'DELETE recoveryCodes :set', 'contains(recoveryCodes, :h)', { ':set': new Set([codeHash]), ':h': codeHash });
  }

  /** A new set of recovery codes' hashes, while the same secret is on. */
  async replaceRecoveryCodes(userId: string, sealedSecret: string, codeHashes: string[]): Promise<boolean> {
    return this.update(userId, 'SET recoveryCodes = :c', 'totpSecret = :s', { ':s': sealedSecret, ':c': new Set(codeHashes) });
  }

  /** Turns off the secret that is on (and drops any pending one). */
  async disable(userId: string, sealedSecret: string): Promise<boolean> {
    return this.update(userId, `REMOVE ${ALL_FIELDS}`, 'totpSecret = :s', { ':s': sealedSecret });
  }

  /** Removes every second-factor field (a reset by the super admin); nothing happens to a missing account. */
  async clear(userId: string): Promise<void> {
    await this.update(userId, `REMOVE ${ALL_FIELDS}`, 'attribute_exists(id)');
  }

  private async update(userId: string, expression: string, condition: string, values?: Record<string, unknown>): Promise<boolean> {
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id: userId },
          UpdateExpression: expression,
          ConditionExpression: condition,
          ...(values ? { ExpressionAttributeValues: values } : {}),
        }),
      );
      return true;
    } catch (err) {
      if ((err as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  }
}
