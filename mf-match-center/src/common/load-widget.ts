/**
 * This remote's embeddable widget module, loaded on demand (the embed guide's live preview). Inside the
 * remote it is a plain dynamic import: `mf_match_center/widget` is what other pages load through
 * federation, and a remote cannot load itself that way.
 */
export const loadWidget = () => import('../widget');
