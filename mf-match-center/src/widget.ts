// The embeddable widget this remote exposes (as `mf_match_center/widget`): the loader behind
// /widget.js calls defineMatchCenterWidget. Only the element and what it renders are reachable from
// here: no router, no React Query, no CSS Module, nothing of the AWS SDK.
export { defineMatchCenterWidget, type MatchCenterWidgetOptions } from './features/widget/define-match-center-widget';
