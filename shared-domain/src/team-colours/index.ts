// Entry of a team's badge colours and initials, published as its own package entry ('shared-domain/team-colours'):
// the football kit's badges and the gateway's share cards paint them, and the package entry is the shared bundle
// every page loads (the login's included).
export * from './team-colours';
