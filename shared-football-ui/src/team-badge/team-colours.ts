// The rule lives in shared-domain (the gateway's share cards paint the same badges): the kit's badge reads it from there.
export { isPaintableColour, readableTextOn, teamInitials } from 'shared-domain/team-colours';
