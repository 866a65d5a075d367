/**
 * The groups + knockout use cases (groups-knockout.ts), imported on first use as one chunk of their own:
 * shared-data's entry is loaded whole by every page, the login page included (150 KB budget), and only
 * the admin page of a Groups + Knockout cup draws groups and starts its group stage.
 */
const load = () => import(/* webpackChunkName: "groups-knockout" */ './groups-knockout');
type Chunk = Awaited<ReturnType<typeof load>>;

export const saveCupGroups: Chunk['saveCupGroups'] = async (...args) => (await load()).saveCupGroups(...args);
export const startGroupStage: Chunk['startGroupStage'] = async (...args) => (await load()).startGroupStage(...args);
export const saveCupKnockout: Chunk['saveCupKnockout'] = async (...args) => (await load()).saveCupKnockout(...args);
export const syncCupKnockoutSides: Chunk['syncCupKnockoutSides'] = async (...args) => (await load()).syncCupKnockoutSides(...args);
