/**
 * The groups + knockout use cases (groups-knockout.ts: saveCupGroups, startGroupStage, saveCupKnockout,
 * syncCupKnockoutSides), imported on first use as one chunk of their own: shared-data's entry is loaded
 * whole by every page, the login page included (150 KB budget, no room for a wrapper per use case), and
 * only the pages of a Groups + Knockout cup's organizer use them.
 * @example const { startGroupStage } = await loadCupUseCases();
 */
export const loadCupUseCases = () => import(/* webpackChunkName: "groups-knockout" */ './groups-knockout');
