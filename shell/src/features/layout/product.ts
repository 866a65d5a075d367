/** The product's name as shown in the header and the public pages' footer. */
export const PRODUCT_NAME = 'KickOff Hub';
export const PRODUCT_SUBTITLE = 'Football Tournament Management Platform';
