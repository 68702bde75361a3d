import type { AdminDeliveryArea, Locale } from '@shop/shared';

/** An area's name in the admin's language, its English one where it has none. */
export const areaNameIn = (area: AdminDeliveryArea, locale: Locale) => area.names[locale] ?? area.names.en;
