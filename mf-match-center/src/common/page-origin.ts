import { gatewayUrl } from 'shared-data';

/**
 * The origin of the page being shown, where the embed snippet loads widget.js from. On the server
 * (no `location`), the gateway's URL, which the server render configures as the page's origin.
 */
export const pageOrigin = (): string => globalThis.location?.origin ?? new URL(gatewayUrl('')).origin;
