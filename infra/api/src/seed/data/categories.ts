// The category tree. The nine header shortcuts (spec §2, shared-domain's SHORTCUT_SLUGS) come first,
// in the header's order; the seed test holds the tree to that list.

/** Copy family: picks the description, storage and packaging pools for a category's products. */
export type Family =
  | 'dairy' | 'meat' | 'seafood' | 'chilled' | 'dates' | 'produce' | 'frozen' | 'pantry' | 'bakery'
  | 'snacks' | 'beverage' | 'hot-drinks' | 'baby' | 'cleaning' | 'personal' | 'household' | 'pet';

export interface ChildDef {
  slug: string;
  name: string;
  arName: string;
  family?: Family;
}

export interface ParentDef {
  slug: string;
  name: string;
  arName: string;
  family: Family;
  children: ChildDef[];
}

export const CATEGORY_TREE: ParentDef[] = [
  {
    slug: 'fresh-food', name: 'Fresh Food', arName: 'الأطعمة الطازجة', family: 'meat',
    children: [
      { slug: 'fresh-chicken', name: 'Fresh Chicken', arName: 'دجاج طازج' },
      { slug: 'fresh-meat', name: 'Fresh Meat', arName: 'لحوم طازجة' },
      { slug: 'fish-seafood', name: 'Fish & Seafood', arName: 'أسماك ومأكولات بحرية', family: 'seafood' },
      { slug: 'deli-cold-cuts', name: 'Deli & Cold Cuts', arName: 'لحوم باردة ومرتديلا', family: 'chilled' },
      { slug: 'hummus-dips', name: 'Hummus & Dips', arName: 'حمص ومقبلات', family: 'chilled' },
      { slug: 'dates', name: 'Dates', arName: 'تمور', family: 'dates' },
    ],
  },
  {
    slug: 'frozen-food', name: 'Frozen Food', arName: 'الأطعمة المجمدة', family: 'frozen',
    children: [
      { slug: 'frozen-chicken', name: 'Frozen Chicken', arName: 'دجاج مجمد' },
      { slug: 'frozen-meat-burgers', name: 'Frozen Meat & Burgers', arName: 'لحوم وبرجر مجمد' },
      { slug: 'frozen-seafood', name: 'Frozen Seafood', arName: 'مأكولات بحرية مجمدة' },
      { slug: 'frozen-vegetables', name: 'Frozen Vegetables', arName: 'خضروات مجمدة' },
      { slug: 'frozen-fries', name: 'Fries & Potato Snacks', arName: 'بطاطس مقلية مجمدة' },
      { slug: 'frozen-pastries-pizza', name: 'Pastries & Pizza', arName: 'معجنات وبيتزا مجمدة' },
      { slug: 'ice-cream', name: 'Ice Cream', arName: 'آيس كريم' },
    ],
  },
  {
    slug: 'fresh-fruits-vegetables', name: 'Fresh Fruits & Vegetables', arName: 'الفواكه والخضروات الطازجة', family: 'produce',
    children: [
      { slug: 'fresh-fruits', name: 'Fresh Fruits', arName: 'فواكه طازجة' },
      { slug: 'fresh-vegetables', name: 'Fresh Vegetables', arName: 'خضروات طازجة' },
      { slug: 'leafy-greens-herbs', name: 'Leafy Greens & Herbs', arName: 'ورقيات وأعشاب' },
      { slug: 'potatoes-onions-garlic', name: 'Potatoes, Onions & Garlic', arName: 'بطاطس وبصل وثوم' },
      { slug: 'organic-produce', name: 'Organic Produce', arName: 'خضار وفواكه عضوية' },
    ],
  },
  {
    slug: 'canned-jarred-foods', name: 'Canned & Jarred Foods', arName: 'الأطعمة المعلبة والمحفوظة', family: 'pantry',
    children: [
      { slug: 'canned-beans', name: 'Foul & Canned Beans', arName: 'فول وبقوليات معلبة' },
      { slug: 'canned-tuna-fish', name: 'Tuna & Canned Fish', arName: 'تونة وأسماك معلبة' },
      { slug: 'canned-vegetables', name: 'Canned Vegetables', arName: 'خضروات معلبة' },
      { slug: 'tomato-paste', name: 'Tomato Paste & Puree', arName: 'معجون وصلصة الطماطم' },
      { slug: 'jams-honey', name: 'Jams & Honey', arName: 'مربى وعسل' },
      { slug: 'pickles-olives', name: 'Pickles & Olives', arName: 'مخللات وزيتون' },
      { slug: 'canned-meat', name: 'Canned Meat', arName: 'لحوم معلبة' },
      { slug: 'canned-fruits', name: 'Canned Fruits', arName: 'فواكه معلبة' },
    ],
  },
  {
    slug: 'dairy-eggs', name: 'Dairy & Eggs', arName: 'الألبان والبيض', family: 'dairy',
    children: [
      { slug: 'milk', name: 'Fresh Milk', arName: 'حليب طازج' },
      { slug: 'long-life-milk', name: 'Long Life & Powdered Milk', arName: 'حليب طويل الأجل وبودرة' },
      { slug: 'laban-yoghurt', name: 'Laban & Yoghurt', arName: 'لبن وزبادي' },
      { slug: 'labneh', name: 'Labneh', arName: 'لبنة' },
      { slug: 'cheese', name: 'Cheese', arName: 'أجبان' },
      { slug: 'butter-cream', name: 'Butter & Cream', arName: 'زبدة وقشطة' },
      { slug: 'eggs', name: 'Eggs', arName: 'بيض' },
      { slug: 'desserts-puddings', name: 'Desserts & Puddings', arName: 'حلى وبودينغ' },
    ],
  },
  {
    slug: 'baby-care', name: 'Baby Care', arName: 'العناية بالطفل', family: 'baby',
    children: [
      { slug: 'diapers', name: 'Diapers', arName: 'حفاضات' },
      { slug: 'baby-wipes', name: 'Baby Wipes', arName: 'مناديل الأطفال المبللة' },
      { slug: 'baby-formula', name: 'Baby Formula', arName: 'حليب الأطفال' },
      { slug: 'baby-food', name: 'Baby Food', arName: 'أغذية الأطفال' },
      { slug: 'baby-bath-skin', name: 'Baby Bath & Skin Care', arName: 'استحمام الطفل والعناية ببشرته' },
      { slug: 'baby-feeding', name: 'Feeding Accessories', arName: 'مستلزمات الرضاعة' },
    ],
  },
  {
    slug: 'snacks-confectionary', name: 'Snacks & Confectionary', arName: 'الوجبات الخفيفة والحلويات', family: 'snacks',
    children: [
      { slug: 'chips-crisps', name: 'Chips & Crisps', arName: 'شيبس ورقائق البطاطس' },
      { slug: 'chocolate', name: 'Chocolate', arName: 'شوكولاتة' },
      { slug: 'biscuits-cookies', name: 'Biscuits & Cookies', arName: 'بسكويت وكوكيز' },
      { slug: 'cakes-croissants', name: 'Cakes & Croissants', arName: 'كيك وكرواسون' },
      { slug: 'nuts-dried-fruits', name: 'Nuts & Dried Fruits', arName: 'مكسرات وفواكه مجففة' },
      { slug: 'candy-gum', name: 'Candy & Gum', arName: 'حلوى وعلكة' },
      { slug: 'popcorn-crackers', name: 'Popcorn & Crackers', arName: 'فشار ومقرمشات' },
    ],
  },
  {
    slug: 'beverages-water', name: 'Beverages & Water', arName: 'المشروبات والمياه', family: 'beverage',
    children: [
      { slug: 'water', name: 'Water', arName: 'مياه' },
      { slug: 'soft-drinks', name: 'Soft Drinks', arName: 'مشروبات غازية' },
      { slug: 'juices', name: 'Juices', arName: 'عصائر' },
      { slug: 'energy-drinks', name: 'Energy Drinks', arName: 'مشروبات الطاقة' },
      { slug: 'powdered-drinks-cordials', name: 'Powdered Drinks & Cordials', arName: 'مشروبات بودرة ومركزة' },
      { slug: 'malt-drinks', name: 'Malt Drinks', arName: 'مشروبات الشعير' },
      { slug: 'iced-tea-coffee', name: 'Iced Tea & Coffee Drinks', arName: 'شاي مثلج وقهوة باردة' },
    ],
  },
  {
    slug: 'cleaning-hygienes', name: 'Cleaning & Hygiene', arName: 'المنظفات والنظافة', family: 'cleaning',
    children: [
      { slug: 'laundry-detergent', name: 'Laundry Detergent', arName: 'منظفات الغسيل' },
      { slug: 'fabric-softener', name: 'Fabric Softener', arName: 'منعمات الأقمشة' },
      { slug: 'dishwashing', name: 'Dishwashing', arName: 'غسيل الصحون' },
      { slug: 'surface-cleaners', name: 'Surface & Toilet Cleaners', arName: 'منظفات الأسطح والحمامات' },
      { slug: 'bleach-disinfectants', name: 'Bleach & Disinfectants', arName: 'مبيضات ومطهرات' },
      { slug: 'tissues-paper', name: 'Tissues & Paper', arName: 'مناديل وورق' },
      { slug: 'air-fresheners', name: 'Air Fresheners', arName: 'معطرات الجو' },
    ],
  },
  {
    slug: 'bakery', name: 'Bakery', arName: 'المخبوزات', family: 'bakery',
    children: [
      { slug: 'sliced-bread', name: 'Sliced Bread', arName: 'خبز التوست' },
      { slug: 'arabic-bread', name: 'Arabic Bread', arName: 'خبز عربي' },
      { slug: 'buns-rolls', name: 'Buns & Rolls', arName: 'صامولي وخبز البرجر' },
      { slug: 'tortilla-wraps', name: 'Tortilla & Wraps', arName: 'تورتيلا وخبز الصاج' },
      { slug: 'rusks-breadsticks', name: 'Rusks & Breadsticks', arName: 'بقسماط وأعواد الخبز' },
    ],
  },
  {
    slug: 'rice-pasta-grains', name: 'Rice, Pasta & Grains', arName: 'الأرز والمعكرونة والحبوب', family: 'pantry',
    children: [
      { slug: 'rice', name: 'Rice', arName: 'أرز' },
      { slug: 'pasta', name: 'Pasta', arName: 'معكرونة' },
      { slug: 'instant-noodles', name: 'Instant Noodles', arName: 'نودلز سريعة التحضير' },
      { slug: 'flour-baking', name: 'Flour & Baking', arName: 'دقيق ومستلزمات الخبز' },
      { slug: 'lentils-legumes', name: 'Lentils & Legumes', arName: 'عدس وبقوليات' },
      { slug: 'bulgur-grains', name: 'Bulgur & Grains', arName: 'برغل وحبوب' },
    ],
  },
  {
    slug: 'cooking-essentials', name: 'Cooking Essentials', arName: 'أساسيات الطبخ', family: 'pantry',
    children: [
      { slug: 'cooking-oil', name: 'Cooking Oil', arName: 'زيوت الطبخ' },
      { slug: 'ghee', name: 'Ghee', arName: 'سمن' },
      { slug: 'spices', name: 'Spices', arName: 'بهارات وتوابل' },
      { slug: 'sauces-condiments', name: 'Sauces & Condiments', arName: 'صلصات وكاتشب' },
      { slug: 'sugar-salt', name: 'Sugar & Salt', arName: 'سكر وملح' },
      { slug: 'stock-soups', name: 'Stock & Soups', arName: 'مرق وشوربات' },
    ],
  },
  {
    slug: 'breakfast-cereals', name: 'Breakfast & Cereals', arName: 'الفطور وحبوب الإفطار', family: 'pantry',
    children: [
      { slug: 'cereals', name: 'Cereals', arName: 'رقائق الإفطار' },
      { slug: 'oats', name: 'Oats', arName: 'شوفان' },
      { slug: 'sweet-spreads', name: 'Sweet Spreads', arName: 'أطعمة قابلة للدهن' },
      { slug: 'halawa-tahini', name: 'Halawa & Tahini', arName: 'حلاوة وطحينة' },
      { slug: 'cereal-bars', name: 'Cereal Bars', arName: 'ألواح الحبوب' },
    ],
  },
  {
    slug: 'coffee-tea', name: 'Coffee & Tea', arName: 'القهوة والشاي', family: 'hot-drinks',
    children: [
      { slug: 'arabic-coffee', name: 'Arabic Coffee', arName: 'قهوة عربية' },
      { slug: 'instant-coffee', name: 'Instant Coffee', arName: 'قهوة سريعة التحضير' },
      { slug: 'ground-coffee-beans', name: 'Ground Coffee & Beans', arName: 'قهوة مطحونة وحبوب' },
      { slug: 'tea', name: 'Tea', arName: 'شاي' },
      { slug: 'herbal-tea', name: 'Herbal Tea', arName: 'شاي أعشاب' },
      { slug: 'coffee-creamers', name: 'Coffee Creamers', arName: 'مبيضات القهوة' },
    ],
  },
  {
    slug: 'personal-care', name: 'Personal Care', arName: 'العناية الشخصية', family: 'personal',
    children: [
      { slug: 'shampoo-conditioner', name: 'Shampoo & Conditioner', arName: 'شامبو وبلسم' },
      { slug: 'soap-body-wash', name: 'Soap & Body Wash', arName: 'صابون وسائل استحمام' },
      { slug: 'oral-care', name: 'Oral Care', arName: 'العناية بالفم والأسنان' },
      { slug: 'deodorants', name: 'Deodorants', arName: 'مزيلات العرق' },
      { slug: 'shaving', name: 'Shaving', arName: 'مستلزمات الحلاقة' },
      { slug: 'feminine-care', name: 'Feminine Care', arName: 'العناية النسائية' },
      { slug: 'skin-care', name: 'Skin Care', arName: 'العناية بالبشرة' },
    ],
  },
  {
    slug: 'household', name: 'Household', arName: 'المستلزمات المنزلية', family: 'household',
    children: [
      { slug: 'foil-wraps', name: 'Foil & Food Wraps', arName: 'ورق ألمنيوم وأغلفة الطعام' },
      { slug: 'garbage-bags', name: 'Garbage Bags', arName: 'أكياس النفايات' },
      { slug: 'disposable-tableware', name: 'Disposable Tableware', arName: 'أدوات المائدة للاستعمال مرة واحدة' },
      { slug: 'batteries', name: 'Batteries', arName: 'بطاريات' },
      { slug: 'cleaning-tools', name: 'Cleaning Tools', arName: 'أدوات التنظيف' },
      { slug: 'insect-control', name: 'Insect Control', arName: 'مكافحة الحشرات' },
    ],
  },
  {
    slug: 'pet-supplies', name: 'Pet Supplies', arName: 'مستلزمات الحيوانات الأليفة', family: 'pet',
    children: [
      { slug: 'cat-food', name: 'Cat Food', arName: 'طعام القطط' },
      { slug: 'dog-food', name: 'Dog Food', arName: 'طعام الكلاب' },
      { slug: 'cat-litter', name: 'Cat Litter', arName: 'رمل القطط' },
      { slug: 'bird-food', name: 'Bird Food', arName: 'طعام الطيور' },
    ],
  },
];
