/**
 * An icon that points (a forward arrow, a chevron, a door with an arrow) turned to face the other way on
 * a right-to-left page (issue 36). A static `sx`: the page's `<html dir>` decides, no hook needed, and
 * the server and the browser draw the same styles.
 */
export const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
