import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { obj, type Plain } from './stored-values';

/** The backend did not answer a public read (unreachable, throttled, refused). */
export class PublicReadError extends Error {}

/**
 * One read as the gateway, beneath the trust boundary (the same raw path as forwarded calls), answered
 * as the parsed JSON body.
 * @throws PublicReadError when the backend cannot be reached or answers anything but 200
 */
export async function backendRead(send: DynamoDbSend, operation: string, input: Plain): Promise<Plain> {
  let answer;
  try {
    answer = await send(operation, input);
  } catch (err) {
    throw new PublicReadError(`${operation} could not reach the database: ${String(err)}`);
  }
  if (answer.status !== 200) throw new PublicReadError(`${operation} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 200)}`);
  try {
    return obj(JSON.parse(answer.body.toString('utf8'))) ?? {};
  } catch {
    throw new PublicReadError(`${operation} answered with unreadable JSON.`);
  }
}
