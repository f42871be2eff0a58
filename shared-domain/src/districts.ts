// Riyadh districts with approximate centre coordinates: the address picker offers them and the API
// seeds its sellers in them, so a district means the same place on both sides.

export interface RiyadhDistrict {
  readonly slug: string;
  readonly name: string;
  readonly arName: string;
  readonly lat: number;
  readonly long: number;
}

export const RIYADH_DISTRICTS: readonly RiyadhDistrict[] = Object.freeze([
  { slug: 'al-olaya', name: 'Al Olaya', arName: 'العليا', lat: 24.6937, long: 46.6848 },
  { slug: 'al-malqa', name: 'Al Malqa', arName: 'الملقا', lat: 24.809, long: 46.611 },
  { slug: 'al-yasmin', name: 'Al Yasmin', arName: 'الياسمين', lat: 24.825, long: 46.643 },
  { slug: 'al-nakheel', name: 'Al Nakheel', arName: 'النخيل', lat: 24.743, long: 46.633 },
  { slug: 'al-rawdah', name: 'Al Rawdah', arName: 'الروضة', lat: 24.737, long: 46.771 },
  { slug: 'al-sulimaniyah', name: 'Al Sulimaniyah', arName: 'السليمانية', lat: 24.704, long: 46.695 },
  { slug: 'al-murabba', name: 'Al Murabba', arName: 'المربع', lat: 24.646, long: 46.71 },
  { slug: 'al-naseem', name: 'Al Naseem', arName: 'النسيم', lat: 24.735, long: 46.828 },
  { slug: 'qurtubah', name: 'Qurtubah', arName: 'قرطبة', lat: 24.808, long: 46.748 },
  { slug: 'hittin', name: 'Hittin', arName: 'حطين', lat: 24.764, long: 46.597 },
  { slug: 'al-aqiq', name: 'Al Aqiq', arName: 'العقيق', lat: 24.77, long: 46.625 },
  { slug: 'al-wurud', name: 'Al Wurud', arName: 'الورود', lat: 24.724, long: 46.672 },
  { slug: 'al-shifa', name: 'Al Shifa', arName: 'الشفا', lat: 24.565, long: 46.69 },
  { slug: 'tuwaiq', name: 'Tuwaiq', arName: 'طويق', lat: 24.595, long: 46.56 },
  { slug: 'al-suwaidi', name: 'Al Suwaidi', arName: 'السويدي', lat: 24.609, long: 46.656 },
  { slug: 'al-narjis', name: 'Al Narjis', arName: 'النرجس', lat: 24.859, long: 46.658 },
  { slug: 'al-sahafa', name: 'Al Sahafa', arName: 'الصحافة', lat: 24.795, long: 46.638 },
  { slug: 'al-mursalat', name: 'Al Mursalat', arName: 'المرسلات', lat: 24.745, long: 46.69 },
  { slug: 'al-malaz', name: 'Al Malaz', arName: 'الملز', lat: 24.663, long: 46.729 },
  { slug: 'al-rabwah', name: 'Al Rabwah', arName: 'الربوة', lat: 24.69, long: 46.745 },
  { slug: 'al-nuzha', name: 'Al Nuzha', arName: 'النزهة', lat: 24.756, long: 46.713 },
  { slug: 'al-hamra', name: 'Al Hamra', arName: 'الحمراء', lat: 24.776, long: 46.762 },
].map((district) => Object.freeze(district)));

export function districtBySlug(slug: string): RiyadhDistrict | null {
  return RIYADH_DISTRICTS.find((district) => district.slug === slug) ?? null;
}
