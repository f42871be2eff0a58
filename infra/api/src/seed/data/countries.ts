// Countries of origin: bilingual names for the origin attribute and a GS1 prefix for barcodes.

export interface CountryDef {
  name: string;
  arName: string;
  /** Three-digit GS1 company prefix range start for the country. */
  gs1: string;
}

export const COUNTRIES: Record<string, CountryDef> = {
  SA: { name: 'Saudi Arabia', arName: 'السعودية', gs1: '628' },
  AE: { name: 'United Arab Emirates', arName: 'الإمارات', gs1: '629' },
  BH: { name: 'Bahrain', arName: 'البحرين', gs1: '608' },
  KW: { name: 'Kuwait', arName: 'الكويت', gs1: '627' },
  JO: { name: 'Jordan', arName: 'الأردن', gs1: '625' },
  LB: { name: 'Lebanon', arName: 'لبنان', gs1: '528' },
  EG: { name: 'Egypt', arName: 'مصر', gs1: '622' },
  TR: { name: 'Türkiye', arName: 'تركيا', gs1: '869' },
  IN: { name: 'India', arName: 'الهند', gs1: '890' },
  PK: { name: 'Pakistan', arName: 'باكستان', gs1: '896' },
  TH: { name: 'Thailand', arName: 'تايلاند', gs1: '885' },
  PH: { name: 'Philippines', arName: 'الفلبين', gs1: '480' },
  MY: { name: 'Malaysia', arName: 'ماليزيا', gs1: '955' },
  JP: { name: 'Japan', arName: 'اليابان', gs1: '490' },
  US: { name: 'United States', arName: 'الولايات المتحدة', gs1: '041' },
  BR: { name: 'Brazil', arName: 'البرازيل', gs1: '789' },
  GB: { name: 'United Kingdom', arName: 'المملكة المتحدة', gs1: '501' },
  IE: { name: 'Ireland', arName: 'أيرلندا', gs1: '539' },
  FR: { name: 'France', arName: 'فرنسا', gs1: '301' },
  DE: { name: 'Germany', arName: 'ألمانيا', gs1: '401' },
  IT: { name: 'Italy', arName: 'إيطاليا', gs1: '801' },
  ES: { name: 'Spain', arName: 'إسبانيا', gs1: '841' },
  NL: { name: 'Netherlands', arName: 'هولندا', gs1: '871' },
  BE: { name: 'Belgium', arName: 'بلجيكا', gs1: '541' },
  DK: { name: 'Denmark', arName: 'الدنمارك', gs1: '571' },
  CH: { name: 'Switzerland', arName: 'سويسرا', gs1: '761' },
  AT: { name: 'Austria', arName: 'النمسا', gs1: '901' },
  PL: { name: 'Poland', arName: 'بولندا', gs1: '590' },
  GR: { name: 'Greece', arName: 'اليونان', gs1: '520' },
  MT: { name: 'Malta', arName: 'مالطا', gs1: '535' },
  AU: { name: 'Australia', arName: 'أستراليا', gs1: '931' },
  NZ: { name: 'New Zealand', arName: 'نيوزيلندا', gs1: '941' },
  NO: { name: 'Norway', arName: 'النرويج', gs1: '701' },
  EC: { name: 'Ecuador', arName: 'الإكوادور', gs1: '786' },
  ZA: { name: 'South Africa', arName: 'جنوب أفريقيا', gs1: '600' },
  CL: { name: 'Chile', arName: 'تشيلي', gs1: '780' },
  KE: { name: 'Kenya', arName: 'كينيا', gs1: '616' },
  CN: { name: 'China', arName: 'الصين', gs1: '690' },
  MX: { name: 'Mexico', arName: 'المكسيك', gs1: '750' },
  VN: { name: 'Vietnam', arName: 'فيتنام', gs1: '893' },
};
