// Entry 'shared-ui/merge-choice': the "Keep mine / Keep theirs" question and the "Also updated elsewhere"
// notice of saves that lost a race (issue 11), for mf-admin's and the match centre's editors. Its own package
// entry, not re-exported by 'shared-ui': shared-ui is a federated singleton on every page's start (the login's
// included, 150 KB budget), while these load only with the editing screens. They take the kit's components
// from the shared 'shared-ui'.
export { MergeChoiceProvider, useMergeChoice } from './merge-choice';
