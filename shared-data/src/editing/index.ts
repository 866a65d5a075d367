// Entry 'shared-data/editing': what every editor of stored items shares (issue 11, 22): drafts of typed input
// that survive a reload or an ended session, and the save that merges field by field after a lost race. Its own
// package entry, not re-exported by 'shared-data': shared-data is a federated singleton on every page's start
// (the login's included, 150 KB budget), while these load only with the editing screens. They take the session
// and ConflictError from the shared 'shared-data', so there is still one session and one error class.
export { DRAFT_RESTORED_TEXT, useFormDraft } from './use-form-draft';
export { saveWithMerge } from './save-with-merge';
