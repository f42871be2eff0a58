// The marketplace's sellers. Big stores carry most of the catalogue; small ones concentrate on
// their specialty categories (parent or child category slugs) and carry little else.

export type GroupKey = 'hyper' | 'super' | 'grocery' | 'specialty';

export const SELLER_GROUPS: readonly { key: GroupKey; name: string; arName: string }[] = [
  { key: 'hyper', name: 'Hypermarkets', arName: 'هايبرماركت' },
  { key: 'super', name: 'Supermarkets', arName: 'سوبرماركت' },
  { key: 'grocery', name: 'Neighbourhood Groceries', arName: 'بقالات الحي' },
  { key: 'specialty', name: 'Specialty Stores', arName: 'متاجر متخصصة' },
];

export interface SellerDef {
  name: string;
  arName: string;
  district: string;
  street: readonly [string, string];
  group: GroupKey;
  /** Chance of carrying a product outside the specialty categories. */
  coverage: number;
  specialty?: { slugs: readonly string[]; coverage: number };
  /** Price level against the catalogue price (0.97 = 3% cheaper on average). */
  priceLevel: number;
  deliveryMode: 'delivery' | 'pickup' | 'both';
  radiusKm: number;
  minOrderSar: number;
  baseFeeSar: number;
  perKmHalalas: number;
  freeOverSar: number | null;
  isOpen: boolean;
  prepMinutes: number;
}

const STAPLES = [
  'dairy-eggs', 'beverages-water', 'snacks-confectionary', 'bakery', 'rice-pasta-grains', 'cooking-essentials',
  'canned-jarred-foods', 'breakfast-cereals', 'coffee-tea', 'cleaning-hygienes',
];

export const SELLERS: readonly SellerDef[] = [
  {
    name: 'Al Olaya Hypermarket', arName: 'هايبر ماركت العليا', district: 'al-olaya', street: ['King Fahd Road', 'طريق الملك فهد'],
    group: 'hyper', coverage: 0.84, priceLevel: 0.99, deliveryMode: 'both', radiusKm: 25, minOrderSar: 75,
    baseFeeSar: 10, perKmHalalas: 100, freeOverSar: 250, isOpen: true, prepMinutes: 40,
  },
  {
    name: 'Al Malqa Grand Hypermarket', arName: 'هايبر ماركت الملقا الكبير', district: 'al-malqa', street: ['Anas Bin Malik Road', 'طريق أنس بن مالك'],
    group: 'hyper', coverage: 0.78, priceLevel: 1.0, deliveryMode: 'delivery', radiusKm: 22, minOrderSar: 80,
    baseFeeSar: 12, perKmHalalas: 90, freeOverSar: 300, isOpen: true, prepMinutes: 45,
  },
  {
    name: 'Al Nakheel Family Hypermarket', arName: 'هايبر النخيل العائلي', district: 'al-nakheel', street: ['Imam Saud Bin Abdulaziz Road', 'طريق الإمام سعود بن عبدالعزيز'],
    group: 'hyper', coverage: 0.76, priceLevel: 0.98, deliveryMode: 'both', radiusKm: 20, minOrderSar: 60,
    baseFeeSar: 9, perKmHalalas: 80, freeOverSar: 200, isOpen: true, prepMinutes: 35,
  },
  {
    name: 'Al Suwaidi Hypermarket', arName: 'هايبر ماركت السويدي', district: 'al-suwaidi', street: ['Al Madinah Al Munawwarah Road', 'طريق المدينة المنورة'],
    group: 'hyper', coverage: 0.7, priceLevel: 0.96, deliveryMode: 'delivery', radiusKm: 25, minOrderSar: 70,
    baseFeeSar: 10, perKmHalalas: 100, freeOverSar: null, isOpen: true, prepMinutes: 50,
  },
  {
    name: 'Al Yasmin Fresh Hypermarket', arName: 'هايبر الياسمين الطازج', district: 'al-yasmin', street: ['Abu Bakr Al Siddiq Road', 'طريق أبي بكر الصديق'],
    group: 'hyper', coverage: 0.75, priceLevel: 1.01, deliveryMode: 'both', radiusKm: 20, minOrderSar: 75,
    baseFeeSar: 10, perKmHalalas: 90, freeOverSar: 250, isOpen: true, prepMinutes: 40,
  },
  {
    name: 'Qurtubah Supermarket', arName: 'سوبرماركت قرطبة', district: 'qurtubah', street: ['Imam Abdullah Bin Saud Road', 'طريق الإمام عبدالله بن سعود'],
    group: 'super', coverage: 0.58, priceLevel: 1.0, deliveryMode: 'delivery', radiusKm: 12, minOrderSar: 50,
    baseFeeSar: 8, perKmHalalas: 75, freeOverSar: 150, isOpen: true, prepMinutes: 30,
  },
  {
    name: 'Hittin Supermarket', arName: 'سوبرماركت حطين', district: 'hittin', street: ['Prince Turki Bin Abdulaziz Al Awwal Road', 'طريق الأمير تركي بن عبدالعزيز الأول'],
    group: 'super', coverage: 0.62, priceLevel: 1.02, deliveryMode: 'both', radiusKm: 14, minOrderSar: 50,
    baseFeeSar: 8, perKmHalalas: 70, freeOverSar: 150, isOpen: true, prepMinutes: 30,
  },
  {
    name: 'Al Rawdah Grocery', arName: 'بقالة الروضة', district: 'al-rawdah', street: ['Khalid Bin Al Walid Road', 'طريق خالد بن الوليد'],
    group: 'grocery', coverage: 0.05, specialty: { slugs: STAPLES, coverage: 0.55 }, priceLevel: 1.05,
    deliveryMode: 'delivery', radiusKm: 6, minOrderSar: 30, baseFeeSar: 5, perKmHalalas: 60, freeOverSar: null, isOpen: true, prepMinutes: 20,
  },
  {
    name: 'Al Murabba Provisions', arName: 'تموينات المربع', district: 'al-murabba', street: ['Al Washm Street', 'شارع الوشم'],
    group: 'grocery', coverage: 0.05, specialty: { slugs: STAPLES, coverage: 0.5 }, priceLevel: 1.04,
    deliveryMode: 'both', radiusKm: 5, minOrderSar: 30, baseFeeSar: 6, perKmHalalas: 50, freeOverSar: null, isOpen: false, prepMinutes: 15,
  },
  {
    name: 'Al Shifa Mini Market', arName: 'ميني ماركت الشفا', district: 'al-shifa', street: ['Al Hair Road', 'طريق الحائر'],
    group: 'grocery', coverage: 0.06, specialty: { slugs: STAPLES, coverage: 0.55 }, priceLevel: 1.03,
    deliveryMode: 'delivery', radiusKm: 7, minOrderSar: 35, baseFeeSar: 6, perKmHalalas: 60, freeOverSar: 120, isOpen: true, prepMinutes: 20,
  },
  {
    name: 'Al Wurud Bakery', arName: 'مخبز الورود', district: 'al-wurud', street: ['Al Urubah Road', 'طريق العروبة'],
    group: 'specialty', coverage: 0.02,
    specialty: { slugs: ['bakery', 'breakfast-cereals', 'dairy-eggs', 'coffee-tea', 'snacks-confectionary'], coverage: 0.78 },
    priceLevel: 1.02, deliveryMode: 'both', radiusKm: 8, minOrderSar: 30, baseFeeSar: 7, perKmHalalas: 70, freeOverSar: 100, isOpen: false, prepMinutes: 20,
  },
  {
    name: 'Al Aqiq Butchery', arName: 'ملحمة العقيق', district: 'al-aqiq', street: ['Northern Ring Road', 'الطريق الدائري الشمالي'],
    group: 'specialty', coverage: 0.02, specialty: { slugs: ['fresh-food', 'frozen-food', 'cooking-essentials'], coverage: 0.82 },
    priceLevel: 1.0, deliveryMode: 'pickup', radiusKm: 10, minOrderSar: 50, baseFeeSar: 10, perKmHalalas: 80, freeOverSar: null, isOpen: true, prepMinutes: 45,
  },
  {
    name: 'Al Narjis Fresh Market', arName: 'سوق النرجس للخضار والفواكه', district: 'al-narjis', street: ['Al Thumamah Road', 'طريق الثمامة'],
    group: 'specialty', coverage: 0.03,
    specialty: { slugs: ['fresh-fruits-vegetables', 'dairy-eggs', 'dates', 'nuts-dried-fruits', 'juices', 'bakery'], coverage: 0.82 },
    priceLevel: 0.99, deliveryMode: 'delivery', radiusKm: 10, minOrderSar: 40, baseFeeSar: 7, perKmHalalas: 60, freeOverSar: 150, isOpen: true, prepMinutes: 25,
  },
  {
    name: 'Al Sulimaniyah Baby & Home', arName: 'متجر السليمانية للطفل والمنزل', district: 'al-sulimaniyah',
    street: ['Prince Mohammed Bin Abdulaziz Road', 'طريق الأمير محمد بن عبدالعزيز'],
    group: 'specialty', coverage: 0.02, specialty: { slugs: ['baby-care', 'personal-care', 'cleaning-hygienes', 'household'], coverage: 0.8 },
    priceLevel: 1.01, deliveryMode: 'both', radiusKm: 15, minOrderSar: 60, baseFeeSar: 10, perKmHalalas: 80, freeOverSar: 200, isOpen: true, prepMinutes: 30,
  },
];
