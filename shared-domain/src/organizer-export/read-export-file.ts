import * as v from 'valibot';
import { issueReason } from '../schemas/stored-item-check';
import { ORGANIZER_EXPORT_FORMAT, ORGANIZER_EXPORT_VERSION, organizerExportSchema, type OrganizerExport } from './export-document';
import { exportConsistencyProblems, type ExportFileProblem } from './export-consistency';
import { ORGANIZER_EXPORT_MAX_BYTES, ORGANIZER_JSON, isZip, unpackExportZip } from './export-zip';

/** A chosen file as read: the document and the uploads its zip holds (by key), or every problem found. */
export type ExportFileRead =
  | { ok: true; document: OrganizerExport; images: ReadonlyMap<string, Uint8Array> }
  | { ok: false; problems: ExportFileProblem[] };

/** Problems listed at most: a file of another kind would otherwise list thousands. */
const MAX_LISTED_PROBLEMS = 100;

/** Where a problem of the whole file is. */
const THE_FILE = 'the file';

/** Texts of a file that cannot be imported (ours; the spec shows none). */
const MAX_MB = ORGANIZER_EXPORT_MAX_BYTES / 1024 / 1024;
const FILE_MESSAGES = {
  tooLarge: `The file is larger than ${MAX_MB} MB, more than an organizer export holds.`,
  badZip: `The zip file could not be opened: it is damaged, or unpacks to more than ${MAX_MB} MB.`,
  noDocument: `The zip holds no ${ORGANIZER_JSON}: it is not an organizer export.`,
  notJson: 'The file is not JSON: choose the .json or .zip file that Export made.',
  notAnExport: 'The file is not an organizer export: choose the .json or .zip file that Export made.',
  newerVersion: (version: number) =>
    `The file was exported in format version ${version}, newer than this app reads (version ${ORGANIZER_EXPORT_VERSION}). Import it with the app that made it, or an up-to-date one.`,
  moreProblems: (count: number) => `${count} more problems are not listed.`,
} as const;

const fileProblem = (reason: string): ExportFileRead => ({ ok: false, problems: [{ path: THE_FILE, reason }] });

/**
 * One schema issue as a problem: the item it is in (`teams[2]`) and, inside that item, the place and the
 * reason in the words of the stored-item check ("players[0].number: expected number, received \"9x\"").
 */
function schemaProblem(issue: v.BaseIssue<unknown>): ExportFileProblem {
  const keys = (issue.path ?? []).map((item) => item.key);
  const [list, index] = keys;
  if (typeof list === 'string' && typeof index === 'number') {
    const inner = issue.path?.slice(2) ?? [];
    const [first, ...rest] = inner;
    return { path: `${list}[${index}]`, reason: issueReason({ ...issue, path: first ? [first, ...rest] : undefined }) };
  }
  return { path: THE_FILE, reason: issueReason(issue) };
}

/** The document's text: a zip's organizer.json, or the file itself. */
function documentText(bytes: Uint8Array): { text: string; images: Map<string, Uint8Array> } | { problem: string } {
  if (!isZip(bytes)) return { text: new TextDecoder().decode(bytes), images: new Map() };
  const entries = unpackExportZip(bytes);
  if (!entries) return { problem: FILE_MESSAGES.badZip };
  const json = entries[ORGANIZER_JSON];
  if (!json) return { problem: FILE_MESSAGES.noDocument };
  const images = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) if (name.startsWith('images/')) images.set(name.slice('images/'.length), data);
  return { text: new TextDecoder().decode(json), images };
}

/** The parsed JSON, or null when the text is no JSON. */
function parseJson(text: string): unknown {
  try {
    // A byte-order mark (an editor may add one) is no part of the JSON.
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
}

/**
 * Reads a chosen export file (the JSON, or the zip with `organizer.json` and images): its document,
 * checked with the stored-item schemas and for consistency, or every problem with where it is. A file of
 * another kind, or of a newer format version, is named as such rather than listed field by field.
 * @example readOrganizerExportFile(new TextEncoder().encode('{"hello":1}'))
 * // { ok: false, problems: [{ path: 'the file', reason: 'The file is not an organizer export: choose the .json or .zip file that Export made.' }] }
 */
export function readOrganizerExportFile(bytes: Uint8Array): ExportFileRead {
  if (bytes.length > ORGANIZER_EXPORT_MAX_BYTES) return fileProblem(FILE_MESSAGES.tooLarge);
  const read = documentText(bytes);
  if ('problem' in read) return fileProblem(read.problem);
  const json = parseJson(read.text);
  if (json === null) return fileProblem(FILE_MESSAGES.notJson);
  const head = typeof json === 'object' && !Array.isArray(json) ? (json as { format?: unknown; version?: unknown }) : {};
  if (head.format !== ORGANIZER_EXPORT_FORMAT) return fileProblem(FILE_MESSAGES.notAnExport);
  if (typeof head.version === 'number' && head.version > ORGANIZER_EXPORT_VERSION) return fileProblem(FILE_MESSAGES.newerVersion(head.version));
  const parsed = v.safeParse(organizerExportSchema, json, { abortEarly: false });
  const problems = parsed.success ? exportConsistencyProblems(parsed.output) : parsed.issues.map(schemaProblem);
  if (problems.length === 0 && parsed.success) return { ok: true, document: parsed.output, images: read.images };
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS);
  if (problems.length > listed.length) listed.push({ path: THE_FILE, reason: FILE_MESSAGES.moreProblems(problems.length - listed.length) });
  return { ok: false, problems: listed };
}
