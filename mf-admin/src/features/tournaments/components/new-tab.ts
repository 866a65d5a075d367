/** Attributes of a link that opens in a new tab without giving that page a handle on this one. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
