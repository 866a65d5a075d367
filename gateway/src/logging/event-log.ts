import { pino, type Logger } from 'pino';

/**
 * Structured security events (login attempts, lockouts, CSP reports): one JSON line each on stdout, so a log
 * pipeline can count and alert on them. Never put a password, code, token or secret in one.
 */
export type EventLog = Logger;

/** The default event log: JSON lines on stdout at LOG_LEVEL (default info). */
export function createEventLog(level = process.env.LOG_LEVEL || 'info'): EventLog {
  return pino({ level, base: { service: 'gateway' } });
}
