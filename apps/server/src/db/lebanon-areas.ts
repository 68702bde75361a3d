/**
 * Lebanon's delivery areas as the shop starts with them (issue 47): its 26 districts (qadas, Beirut
 * among them, which is a district of its own) and Beirut's suburbs, which couriers price apart from the
 * districts they belong to (the southern suburbs are in Baabda, the northern ones along the Metn
 * coast). The districts are the 26 of the administrative division (statoids.org's list of Lebanon's
 * qadaa; Wikipedia's "Districts of Lebanon"), named in English, Arabic and French in the forms those
 * lists and the Arabic and French Wikipedia pages on the districts use. Fees (LBP) and days are
 * plausible starting values, growing with the distance from Beirut, for the owner to set: migration
 * 0032 inserts them switched off, the demo shop switches them on (seed/index.ts).
 */
export interface SeedArea {
  en: string;
  ar: string;
  fr: string;
  fee: number;
  days: readonly [number, number];
}

export const LEBANON_AREAS: readonly SeedArea[] = [
  // Beirut and its suburbs
  { en: 'Beirut', ar: 'بيروت', fr: 'Beyrouth', fee: 300_000, days: [1, 2] },
  {
    en: 'Beirut Southern Suburbs',
    ar: 'الضاحية الجنوبية',
    fr: 'Banlieue sud de Beyrouth',
    fee: 350_000,
    days: [1, 2],
  },
  {
    en: 'Beirut Northern Suburbs',
    ar: 'الضاحية الشمالية',
    fr: 'Banlieue nord de Beyrouth',
    fee: 350_000,
    days: [1, 2],
  },
  // Mount Lebanon and Keserwan-Jbeil
  { en: 'Baabda', ar: 'بعبدا', fr: 'Baabda', fee: 400_000, days: [1, 2] },
  { en: 'Metn', ar: 'المتن', fr: 'Metn', fee: 400_000, days: [1, 2] },
  { en: 'Aley', ar: 'عاليه', fr: 'Aley', fee: 450_000, days: [2, 3] },
  { en: 'Keserwan', ar: 'كسروان', fr: 'Kesrouan', fee: 450_000, days: [2, 3] },
  { en: 'Chouf', ar: 'الشوف', fr: 'Chouf', fee: 500_000, days: [2, 3] },
  { en: 'Jbeil', ar: 'جبيل', fr: 'Jbeil', fee: 500_000, days: [2, 3] },
  // North and Akkar
  { en: 'Batroun', ar: 'البترون', fr: 'Batroun', fee: 550_000, days: [2, 4] },
  { en: 'Koura', ar: 'الكورة', fr: 'Koura', fee: 550_000, days: [2, 4] },
  { en: 'Tripoli', ar: 'طرابلس', fr: 'Tripoli', fee: 550_000, days: [2, 4] },
  { en: 'Zgharta', ar: 'زغرتا', fr: 'Zghorta', fee: 550_000, days: [2, 4] },
  { en: 'Bsharri', ar: 'بشري', fr: 'Bcharré', fee: 600_000, days: [3, 4] },
  { en: 'Miniyeh-Danniyeh', ar: 'المنية - الضنية', fr: 'Minié-Denniyé', fee: 600_000, days: [3, 4] },
  { en: 'Akkar', ar: 'عكار', fr: 'Akkar', fee: 650_000, days: [3, 5] },
  // Bekaa and Baalbek-Hermel
  { en: 'Zahle', ar: 'زحلة', fr: 'Zahlé', fee: 550_000, days: [2, 4] },
  { en: 'West Bekaa', ar: 'البقاع الغربي', fr: 'Békaa-Ouest', fee: 600_000, days: [3, 4] },
  { en: 'Rashaya', ar: 'راشيا', fr: 'Rachaya', fee: 650_000, days: [3, 5] },
  { en: 'Baalbek', ar: 'بعلبك', fr: 'Baalbek', fee: 600_000, days: [3, 4] },
  { en: 'Hermel', ar: 'الهرمل', fr: 'Hermel', fee: 650_000, days: [3, 5] },
  // South and Nabatieh
  { en: 'Sidon', ar: 'صيدا', fr: 'Saïda', fee: 500_000, days: [2, 3] },
  { en: 'Jezzine', ar: 'جزين', fr: 'Jezzine', fee: 600_000, days: [3, 4] },
  { en: 'Tyre', ar: 'صور', fr: 'Tyr', fee: 600_000, days: [3, 4] },
  { en: 'Nabatieh', ar: 'النبطية', fr: 'Nabatieh', fee: 600_000, days: [3, 4] },
  { en: 'Marjayoun', ar: 'مرجعيون', fr: 'Marjayoun', fee: 650_000, days: [3, 5] },
  { en: 'Hasbaya', ar: 'حاصبيا', fr: 'Hasbaya', fee: 650_000, days: [3, 5] },
  { en: 'Bint Jbeil', ar: 'بنت جبيل', fr: 'Bint Jbeil', fee: 650_000, days: [3, 5] },
];
