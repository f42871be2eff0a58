// Product lines: baby care, cleaning, personal care, household and pet supplies.
import { fl, L, va, type Lines, type VariantDef } from './line-model.js';

const diaperSize = (size: number, kg: string, count: number, price: number): VariantDef =>
  va('size', String(size), String(size), { av: [`Size ${size} (${kg} kg)`, `مقاس ${size} (${kg} كغ)`], s: [[count, 'piece', price]] });

const scent = (en: string, ar: string, value: string): VariantDef => va('scent', en, ar, { av: [en, value] });
const LEMON = scent('Lemon', 'بالليمون', 'ليمون');
const LAVENDER = scent('Lavender', 'باللافندر', 'لافندر');
const OUD = scent('Oud', 'بالعود', 'عود');
const MEN_WOMEN = [va('use', 'for Men', 'للرجال', { av: ['Men', 'رجال'] }), va('use', 'for Women', 'للنساء', { av: ['Women', 'نساء'] })];

export const BABY_LINES: Lines = {
  diapers: [
    L('diapers', 'Diapers Size {v} Jumbo Pack', 'حفاضات أطفال {b} مقاس {v} عبوة جامبو', ['pampers', 'huggies', 'molfix', 'fine-baby'], [], {
      unit: 'pcs',
      v: [
        diaperSize(1, '2-5', 52, 56), diaperSize(2, '3-6', 48, 58), diaperSize(3, '4-9', 60, 64),
        diaperSize(4, '9-14', 52, 66), diaperSize(5, '11-16', 44, 68), diaperSize(6, '15+', 40, 70),
      ],
      about: ['Up to 12 hours of dryness with a soft, breathable outer cover.', 'جفاف يصل إلى 12 ساعة مع غلاف خارجي ناعم يسمح بمرور الهواء.'],
    }),
    L('diapers', 'Pants Diapers Size {v} Mega Pack', 'حفاضات سروال {b} مقاس {v} عبوة كبيرة', ['pampers', 'molfix'], [], {
      unit: 'pcs',
      v: [diaperSize(4, '9-14', 36, 62), diaperSize(5, '12-17', 34, 64), diaperSize(6, '16+', 30, 66)],
      about: ['Pull-up design that makes changing a wriggling toddler easy.', 'تصميم سروال يسهل تغيير الحفاض للطفل كثير الحركة.'],
    }),
  ],
  'baby-wipes': [
    L('wipes', '{v} Wet Wipes', 'مناديل مبللة للأطفال {b} {v}', ['pampers', 'johnsons', 'fine-baby'], [[64, 'piece', 8], [64, 'piece', 21, 3]], {
      unit: 'wipes',
      v: [va('use', 'Sensitive', 'للبشرة الحساسة'), va('use', 'Fresh Clean', 'منعشة'), fl('Aloe Vera', 'بالصبار', 'صبار')],
      tags: ['alcohol-free'],
    }),
  ],
  'baby-formula': [
    L('baby-formula', 'Infant Formula {v}', 'حليب أطفال {b} {v}', ['similac', 'aptamil', 'nan'], [[400, 'g', 55], [800, 'g', 100]], {
      v: [
        va('stage', 'Stage 1', 'المرحلة 1', { av: ['Stage 1 (0-6 months)', 'المرحلة 1 (من الولادة حتى 6 أشهر)'] }),
        va('stage', 'Stage 2', 'المرحلة 2', { av: ['Stage 2 (6-12 months)', 'المرحلة 2 (من 6 إلى 12 شهراً)'] }),
        va('stage', 'Stage 3', 'المرحلة 3', { p: 0.9, av: ['Stage 3 (1-3 years)', 'المرحلة 3 (من سنة إلى 3 سنوات)'] }),
      ],
      det: ['Breast milk is best for babies. Use only on the advice of a doctor.', 'حليب الأم هو الأفضل للرضع. يستخدم بناءً على نصيحة الطبيب فقط.'],
    }),
    L('baby-formula', 'Anti-Reflux Infant Formula', 'حليب أطفال {b} مضاد للارتجاع', ['aptamil', 'similac'], [[400, 'g', 70]], {
      det: ['Breast milk is best for babies. Use only on the advice of a doctor.', 'حليب الأم هو الأفضل للرضع. يستخدم بناءً على نصيحة الطبيب فقط.'],
    }),
  ],
  'baby-food': [
    L('baby-food', '{b} Cerelac {v}', 'سيريلاك {b} {v}', ['nestle'], [[400, 'g', 18]], {
      v: [
        fl('Wheat with Milk', 'قمح بالحليب', 'قمح'), fl('Rice', 'أرز', 'أرز'), fl('Wheat & Dates', 'قمح وتمر', 'قمح وتمر'),
        fl('Mixed Fruits', 'فواكه مشكلة', 'فواكه مشكلة'), fl('Honey & Wheat', 'قمح بالعسل', 'قمح وعسل'),
      ],
      at: [['stage', 'From 6 months', 'من عمر 6 أشهر']],
    }),
    L('baby-food', '{v} Baby Puree', 'هريس {v} للأطفال {b}', ['gerber', 'heinz'], [[125, 'g', 6]], {
      v: [
        fl('Apple', 'تفاح', 'تفاح'), fl('Banana', 'موز', 'موز'), fl('Pear', 'كمثرى', 'كمثرى'),
        fl('Mixed Vegetables', 'خضار مشكلة', 'خضار مشكلة'), fl('Sweet Potato', 'بطاطا حلوة', 'بطاطا حلوة'),
      ],
      tags: ['no-added-sugar'],
    }),
  ],
  'baby-bath-skin': [
    L('baby-essentials', 'Baby Shampoo', 'شامبو أطفال {b}', ['johnsons', 'mustela', 'chicco'], [[300, 'ml', 15], [500, 'ml', 23]],
      { about: ['No-tears formula that is gentle on the eyes.', 'تركيبة لا دموع لطيفة على العينين.'] }),
    L('baby-essentials', 'Baby Lotion', 'لوشن أطفال {b}', ['johnsons', 'mustela'], [[300, 'ml', 17]]),
    L('baby-essentials', 'Baby Oil', 'زيت أطفال {b}', ['johnsons'], [[200, 'ml', 14], [500, 'ml', 26]]),
    L('baby-essentials', 'Baby Powder', 'بودرة أطفال {b}', ['johnsons'], [[200, 'g', 11], [500, 'g', 22]]),
    L('baby-essentials', 'Nappy Rash Cream', 'كريم الحفاض {b}', ['mustela', 'chicco'], [[100, 'ml', 30]]),
    L('baby-essentials', 'Top to Toe Baby Wash', 'غسول أطفال للجسم والشعر {b}', ['johnsons', 'mustela', 'chicco'], [[300, 'ml', 19]]),
  ],
  'baby-feeding': [
    L('baby-essentials', 'Feeding Bottle', 'رضاعة {b}', ['chicco', 'philips-avent'], [[150, 'ml', 35], [260, 'ml', 45]], { tags: ['bpa-free'] }),
    L('baby-essentials', 'Orthodontic Soothers', 'لهاية أطفال {b}', ['chicco', 'philips-avent'], [[2, 'piece', 35]], { unit: 'pcs' }),
    L('baby-essentials', 'Sippy Cup', 'كوب تدريب {b}', ['chicco', 'philips-avent'], [[200, 'ml', 38]]),
    L('baby-essentials', 'Bottle Teats', 'حلمات رضاعة {b}', ['chicco', 'philips-avent'], [[2, 'piece', 25]], { unit: 'pcs' }),
  ],
};

export const CLEANING_LINES: Lines = {
  'laundry-detergent': [
    L('detergent', '{v} Laundry Powder', 'مسحوق غسيل {b} {v}', ['tide', 'persil', 'ariel'], [[1, 'kg', 13], [2.5, 'kg', 30], [5, 'kg', 55]], {
      v: [va('use', 'Original', 'الأصلي', { av: ['Top load and hand wash', 'للغسالات العادية والغسيل اليدوي'] }), va('use', 'Automatic', 'أوتوماتيك', { av: ['Front load machines', 'للغسالات الأوتوماتيكية'] })],
      about: ['Lifts tough stains even in a cold wash.', 'يزيل البقع الصعبة حتى في الغسيل بالماء البارد.'],
    }),
    L('detergent', '{v} Liquid Detergent', 'سائل غسيل {b} {v}', ['persil', 'ariel', 'tide'], [[1.8, 'l', 26], [3, 'l', 39]], {
      v: [va('use', 'Original', 'الأصلي'), va('use', 'Colour', 'للملابس الملونة'), va('use', 'Black', 'للملابس السوداء')],
    }),
    L('detergent', 'Abaya Shampoo {v}', 'شامبو العباية {b} {v}', ['persil'], [[1, 'l', 17], [2, 'l', 26]], {
      v: [scent('Classic', 'كلاسيك', 'كلاسيك'), scent('Rose', 'بالورد', 'ورد'), OUD],
      about: ['Keeps black abayas deep black wash after wash.', 'يحافظ على سواد العباءات غسلة بعد غسلة.'],
    }),
    L('detergent', 'Laundry Capsules', 'كبسولات غسيل {b}', ['ariel', 'persil'], [[30, 'piece', 55]], { unit: 'pcs' }),
  ],
  'fabric-softener': [
    L('fabric-softener', 'Fabric Softener {v}', 'منعم أقمشة {b} {v}', ['downy', 'comfort'], [[1, 'l', 11], [3, 'l', 27]], {
      v: [scent('Spring Fresh', 'بنسيم الربيع', 'نسيم الربيع'), LAVENDER, scent('Floral', 'بالزهور', 'زهور'), OUD],
    }),
  ],
  dishwashing: [
    L('dishwashing', 'Dishwashing Liquid {v}', 'سائل غسيل الصحون {b} {v}', ['fairy', 'pril'], [[500, 'ml', 7], [1, 'l', 12]], {
      v: [LEMON, scent('Original', 'الأصلي', 'أصلي'), scent('Apple', 'بالتفاح', 'تفاح')],
      about: ['A few drops cut through grease from a full kabsa tray.', 'بضع قطرات تكفي لإزالة دهون صينية كبسة كاملة.'],
    }),
    L('dishwashing', 'Dishwasher Tablets', 'أقراص غسالة الصحون {b}', ['fairy', 'finish'], [[30, 'piece', 49], [60, 'piece', 89]], { unit: 'tablets' }),
  ],
  'surface-cleaners': [
    L('cleaner', 'All Purpose Cleaner {v}', 'منظف متعدد الاستخدامات {b} {v}', ['dettol', 'clorox'], [[500, 'ml', 9], [1.8, 'l', 22]], {
      v: [LEMON, LAVENDER, scent('Pine', 'بالصنوبر', 'صنوبر')],
    }),
    L('cleaner', 'Glass Cleaner', 'منظف زجاج {b}', ['clorox'], [[500, 'ml', 9]]),
    L('cleaner', 'Toilet Cleaner {v}', 'منظف المراحيض {b} {v}', ['harpic', 'clorox'], [[750, 'ml', 11]], {
      v: [scent('Original', 'الأصلي', 'أصلي'), LEMON],
    }),
    L('cleaner', 'Floor Cleaner {v}', 'منظف أرضيات {b} {v}', ['dettol', 'clorox'], [[1, 'l', 12], [3, 'l', 30]], {
      v: [OUD, scent('Jasmine', 'بالياسمين', 'ياسمين')],
    }),
    L('cleaner', 'Kitchen Degreaser', 'مزيل دهون المطبخ {b}', ['clorox'], [[500, 'ml', 12]]),
  ],
  'bleach-disinfectants': [
    L('bleach', 'Bleach {v}', 'مبيض {b} {v}', ['clorox'], [[1, 'l', 6], [3.78, 'l', 16]], {
      v: [scent('Original', 'الأصلي', 'أصلي'), scent('Lemon', 'برائحة الليمون', 'ليمون'), va('use', 'Colour Safe', 'للملابس الملونة', { p: 1.3 })],
      det: ['Do not mix with other cleaners. Keep out of reach of children.', 'لا يخلط مع منظفات أخرى. يحفظ بعيداً عن متناول الأطفال.'],
    }),
    L('bleach', 'Antiseptic Disinfectant Liquid', 'سائل مطهر {b}', ['dettol'], [[500, 'ml', 17], [1, 'l', 29]]),
    L('bleach', 'Disinfectant Wipes', 'مناديل مطهرة {b}', ['dettol', 'clorox'], [[40, 'piece', 14]], { unit: 'wipes' }),
    L('bleach', 'Hand Sanitizer', 'معقم يدين {b}', ['dettol', 'fine'], [[250, 'ml', 12]]),
    L('bleach', 'Disinfectant Spray', 'بخاخ مطهر {b}', ['dettol', 'clorox'], [[450, 'ml', 22]]),
  ],
  'tissues-paper': [
    L('tissue', 'Facial Tissues', 'مناديل وجه {b}', ['fine', 'sanita'], [[150, 'piece', 5], [200, 'piece', 18, 5]], { unit: 'sheets' }),
    L('tissue', 'Toilet Paper', 'ورق حمام {b}', ['fine', 'sanita'], [[10, 'piece', 17], [20, 'piece', 30]], { unit: 'rolls' }),
    L('tissue', 'Kitchen Towels', 'مناديل مطبخ {b}', ['fine', 'sanita'], [[2, 'piece', 9], [6, 'piece', 24]], { unit: 'rolls' }),
    L('tissue', 'Maxi Tissue Roll', 'مناديل ماكسي رول {b}', ['fine', 'sanita'], [[1, 'piece', 15]], { unit: 'rolls' }),
  ],
  'air-fresheners': [
    L('air-freshener', 'Air Freshener Spray {v}', 'معطر جو {b} {v}', ['glade', 'air-wick'], [[300, 'ml', 12]], {
      v: [LAVENDER, scent('Jasmine', 'بالياسمين', 'ياسمين'), OUD, scent('Rose', 'بالورد', 'ورد')],
    }),
    L('air-freshener', 'Plug-in Refill {v}', 'عبوة معطر كهربائي {b} {v}', ['air-wick', 'glade'], [[19, 'ml', 17]], { v: [LAVENDER, OUD] }),
  ],
};

export const PERSONAL_LINES: Lines = {
  'shampoo-conditioner': [
    L('shampoo', '{v} Shampoo', 'شامبو {b} {v}', ['head-shoulders', 'pantene', 'dove'], [[200, 'ml', 10], [400, 'ml', 18], [600, 'ml', 25]], {
      v: [va('use', 'Anti Hair Fall', 'ضد تساقط الشعر'), va('use', 'Smooth & Silky', 'ناعم وحريري'), va('use', 'Daily Care', 'للعناية اليومية')],
    }),
    L('shampoo', '{v} Conditioner', 'بلسم {b} {v}', ['pantene', 'dove'], [[360, 'ml', 18]], {
      v: [va('use', 'Anti Hair Fall', 'ضد تساقط الشعر'), va('use', 'Smooth & Silky', 'ناعم وحريري'), va('use', 'Daily Care', 'للعناية اليومية')],
    }),
  ],
  'soap-body-wash': [
    L('soap', 'Beauty Bar {v}', 'صابون {b} {v}', ['lux', 'dove', 'dettol'], [[120, 'g', 3.5], [120, 'g', 12, 4]], {
      v: [scent('Original', 'الأصلي', 'أصلي'), scent('Rose', 'بالورد', 'ورد'), scent('Fresh', 'منعش', 'منعش')],
    }),
    L('soap', 'Body Wash {v}', 'سائل استحمام {b} {v}', ['dove', 'lux', 'nivea'], [[250, 'ml', 11], [500, 'ml', 19]], {
      v: [va('use', 'Deep Moisture', 'مرطب عميق'), scent('Fresh', 'منعش', 'منعش')],
    }),
    L('soap', 'Hand Wash {v}', 'صابون سائل لليدين {b} {v}', ['dettol', 'lux'], [[200, 'ml', 9], [500, 'ml', 15]], {
      v: [scent('Original', 'الأصلي', 'أصلي'), va('use', 'Sensitive', 'للبشرة الحساسة')],
    }),
  ],
  'oral-care': [
    L('oral-care', 'Toothpaste {v}', 'معجون أسنان {b} {v}', ['colgate', 'signal', 'sensodyne'], [[50, 'ml', 5.5], [100, 'ml', 9], [100, 'ml', 15, 2]], {
      v: [va('use', 'Cavity Protection', 'للحماية من التسوس'), va('use', 'Whitening', 'للتبييض'), va('use', 'Herbal', 'بالأعشاب')],
    }),
    L('oral-care', '{v} Toothbrush', 'فرشاة أسنان {b} {v}', ['colgate', 'signal'], [[2, 'piece', 12]], {
      unit: 'pcs', v: [va('strength', 'Medium', 'متوسطة'), va('strength', 'Soft', 'ناعمة')],
    }),
    L('oral-care', 'Mouthwash', 'غسول فم {b}', ['colgate'], [[250, 'ml', 14], [500, 'ml', 22]], { tags: ['alcohol-free'] }),
  ],
  deodorants: [
    L('deodorant', 'Deodorant Spray {v}', 'مزيل عرق بخاخ {b} {v}', ['rexona', 'nivea', 'dove'], [[150, 'ml', 14]], { v: MEN_WOMEN }),
    L('deodorant', 'Roll-On Deodorant {v}', 'مزيل عرق رول أون {b} {v}', ['rexona', 'nivea'], [[50, 'ml', 11]], { v: MEN_WOMEN }),
  ],
  shaving: [
    L('shaving', 'Disposable Razors', 'شفرات حلاقة {b} للاستعمال مرة واحدة', ['gillette'], [[5, 'piece', 12]], { unit: 'pcs' }),
    L('shaving', 'Shaving Foam {v}', 'رغوة حلاقة {b} {v}', ['gillette', 'nivea'], [[200, 'ml', 12]], {
      v: [va('use', 'Regular', 'عادية'), va('use', 'Sensitive', 'للبشرة الحساسة')],
    }),
    L('shaving', 'Shaving Gel', 'جل حلاقة {b}', ['gillette'], [[200, 'ml', 16]]),
    L('shaving', 'Mach3 Cartridges', 'شفرات {b} ماك 3', ['gillette'], [[4, 'piece', 45]], { unit: 'pcs' }),
    L('shaving', 'After Shave Balm', 'بلسم ما بعد الحلاقة {b}', ['nivea'], [[100, 'ml', 25]]),
  ],
  'feminine-care': [
    L('feminine-care', 'Sanitary Pads {v}', 'فوط صحية {b} {v}', ['always', 'private'], [[16, 'piece', 14], [30, 'piece', 24]], {
      unit: 'pcs', v: [va('type', 'Normal', 'عادية'), va('type', 'Long', 'طويلة'), va('type', 'Night', 'ليلية')],
    }),
    L('feminine-care', 'Panty Liners', 'فوط يومية {b}', ['always', 'private'], [[40, 'piece', 12]], { unit: 'pcs' }),
  ],
  'skin-care': [
    L('skin-care', 'Moisturising Cream', 'كريم مرطب {b}', ['nivea'], [[150, 'ml', 17], [400, 'ml', 35]]),
    L('skin-care', 'Body Lotion {v}', 'لوشن للجسم {b} {v}', ['vaseline', 'nivea'], [[400, 'ml', 22]], {
      v: [va('type', 'Aloe Soothe', 'بالصبار'), va('type', 'Cocoa Radiant', 'بزبدة الكاكاو')],
    }),
    L('skin-care', 'Petroleum Jelly', 'هلام بترولي {b}', ['vaseline'], [[100, 'ml', 9], [250, 'ml', 17]]),
    L('skin-care', 'Lip Balm', 'مرطب شفاه {b}', ['nivea', 'vaseline'], [[4.8, 'g', 12]]),
    L('skin-care', 'Face Wash', 'غسول وجه {b}', ['nivea', 'dove'], [[150, 'ml', 19]]),
    L('skin-care', 'Sunscreen SPF 50', 'واقي شمس {b} SPF 50', ['nivea'], [[200, 'ml', 55]],
      { about: ['Broad-spectrum protection for the Riyadh summer sun.', 'حماية واسعة الطيف من شمس الرياض في الصيف.'] }),
  ],
};

export const HOUSEHOLD_LINES: Lines = {
  'foil-wraps': [
    L('foil-wrap', 'Aluminium Foil {v}', 'ورق ألمنيوم {b} {v}', ['sanita', 'hotpack', 'falcon'], [[1, 'piece', 9], [3, 'piece', 24]], {
      unit: 'rolls', v: [va('size', '30cm', '30 سم'), va('size', '45cm', '45 سم', { p: 1.4 })],
    }),
    L('foil-wrap', 'Cling Film', 'غلاف بلاستيكي للطعام {b}', ['sanita', 'hotpack'], [[1, 'piece', 8]], { unit: 'rolls' }),
    L('foil-wrap', 'Baking Paper', 'ورق زبدة {b}', ['sanita', 'hotpack'], [[1, 'piece', 9]], { unit: 'rolls' }),
    L('foil-wrap', 'Food Storage Bags', 'أكياس حفظ الطعام {b}', ['sanita', 'hotpack', 'falcon'], [[50, 'piece', 9]], { unit: 'bags' }),
  ],
  'garbage-bags': [
    L('garbage-bags', 'Garbage Bags {v}', 'أكياس نفايات {b} {v}', ['sanita', 'hotpack', 'falcon'], [[20, 'piece', 10]], {
      unit: 'bags',
      v: [
        va('size', 'Medium', 'متوسطة', { av: ['Medium (30 L)', 'متوسطة (30 لتر)'] }),
        va('size', 'Large', 'كبيرة', { av: ['Large (60 L)', 'كبيرة (60 لتر)'] }),
        va('size', 'Extra Large', 'كبيرة جداً', { p: 1.3, av: ['Extra Large (100 L)', 'كبيرة جداً (100 لتر)'] }),
      ],
    }),
    L('garbage-bags', 'Drawstring Garbage Bags', 'أكياس نفايات برباط {b}', ['sanita', 'hotpack'], [[15, 'piece', 12]], { unit: 'bags' }),
  ],
  'disposable-tableware': [
    L('tableware', 'Paper Cups', 'أكواب ورقية {b}', ['hotpack', 'falcon', 'sanita'], [[50, 'piece', 8]], { unit: 'pcs' }),
    L('tableware', 'Plastic Plates', 'صحون بلاستيك {b}', ['hotpack', 'falcon'], [[25, 'piece', 7]], { unit: 'pcs' }),
    L('tableware', 'Plastic Spoons', 'ملاعق بلاستيك {b}', ['hotpack', 'falcon'], [[50, 'piece', 5]], { unit: 'pcs' }),
    L('tableware', 'Dining Table Cover Roll', 'سفرة بلاستيك {b}', ['hotpack', 'sanita', 'falcon'], [[1, 'piece', 12]], {
      unit: 'rolls', about: ['Tear-off plastic sufra for family meals on the floor or table.', 'سفرة بلاستيك تقطع حسب الحاجة لوجبات العائلة على الأرض أو الطاولة.'],
    }),
    L('tableware', 'Aluminium Food Containers', 'صحون ألمنيوم {b}', ['hotpack', 'sanita'], [[10, 'piece', 10]], { unit: 'pcs' }),
  ],
  batteries: [
    L('batteries', '{v} Alkaline Batteries', 'بطاريات قلوية {b} {v}', ['duracell', 'energizer'], [[4, 'piece', 18], [8, 'piece', 32]], {
      unit: 'pcs', v: [va('size', 'AA', 'AA'), va('size', 'AAA', 'AAA')],
    }),
    L('batteries', '9V Battery', 'بطارية {b} 9 فولت', ['duracell', 'energizer'], [[1, 'piece', 15]], { unit: 'pcs' }),
  ],
  'cleaning-tools': [
    L('cleaning-tools', 'Scrub Sponges', 'إسفنج جلي {b}', ['vileda', 'scotch-brite'], [[3, 'piece', 8]], { unit: 'pcs' }),
    L('cleaning-tools', 'Microfibre Cloths', 'قطع تنظيف مايكروفايبر {b}', ['vileda', 'scotch-brite'], [[3, 'piece', 15]], { unit: 'pieces' }),
    L('cleaning-tools', 'Rubber Gloves {v}', 'قفازات مطاطية {b} {v}', ['vileda', 'scotch-brite'], [[1, 'piece', 9]], {
      unit: 'pairs', v: [va('size', 'Medium', 'وسط'), va('size', 'Large', 'كبير')],
    }),
    L('cleaning-tools', 'Spin Mop Set', 'طقم ممسحة دوارة {b}', ['vileda'], [[1, 'piece', 89]], { unit: 'pieces' }),
    L('cleaning-tools', 'Broom with Handle', 'مكنسة بعصا {b}', ['vileda'], [[1, 'piece', 25]], { unit: 'pieces' }),
  ],
  'insect-control': [
    L('insecticide', 'Insect Killer {v}', 'مبيد حشرات {b} {v}', ['pif-paf'], [[300, 'ml', 13], [400, 'ml', 16]], {
      v: [va('use', 'for Flying Insects', 'للحشرات الطائرة', { av: ['Flying insects', 'الحشرات الطائرة'] }), va('use', 'for Crawling Insects', 'للحشرات الزاحفة', { av: ['Crawling insects', 'الحشرات الزاحفة'] })],
      det: ['Ventilate the room after use. Keep away from food and children.', 'تهوى الغرفة بعد الاستخدام. يحفظ بعيداً عن الطعام والأطفال.'],
    }),
    L('insecticide', 'Mosquito Repellent Liquid Refill', 'سائل طارد للبعوض {b}', ['pif-paf'], [[45, 'ml', 14]]),
    L('insecticide', 'Cockroach Killer Gel', 'جل مبيد للصراصير {b}', ['pif-paf'], [[5, 'g', 25]]),
  ],
};

export const PET_LINES: Lines = {
  'cat-food': [
    L('pet-food', 'Dry Cat Food {v}', 'طعام قطط جاف {b} {v}', ['whiskas'], [[1.2, 'kg', 32], [3, 'kg', 70]], {
      v: [fl('Chicken', 'بالدجاج', 'دجاج'), fl('Tuna', 'بالتونة', 'تونة'), fl('Salmon', 'بالسلمون', 'سلمون')],
    }),
    L('pet-food', 'Wet Cat Food Pouch {v}', 'طعام قطط رطب {b} {v}', ['whiskas'], [[85, 'g', 2.5], [85, 'g', 24, 12]], {
      v: [fl('Chicken', 'بالدجاج', 'دجاج'), fl('Tuna', 'بالتونة', 'تونة')],
    }),
  ],
  'dog-food': [
    L('pet-food', 'Dry Dog Food {v}', 'طعام كلاب جاف {b} {v}', ['pedigree'], [[3, 'kg', 65]], {
      v: [va('use', 'Adult Beef', 'للكلاب البالغة باللحم', { av: ['Adult', 'الكلاب البالغة'] }), va('use', 'Puppy Chicken', 'للجراء بالدجاج', { av: ['Puppy', 'الجراء'] })],
    }),
    L('pet-food', 'Dog Food Can', 'طعام كلاب معلب {b}', ['pedigree'], [[400, 'g', 9]]),
    L('pet-food', 'Dental Dog Treats', 'مكافآت للكلاب لصحة الأسنان {b}', ['pedigree'], [[7, 'piece', 18]], { unit: 'pcs' }),
  ],
  'cat-litter': [
    L('cat-litter', 'Cat Litter {v}', 'رمل قطط {b} {v}', ['ever-clean'], [[5, 'l', 22], [10, 'l', 38]], {
      v: [va('type', 'Clumping', 'متكتل'), scent('Lavender', 'برائحة اللافندر', 'لافندر')],
    }),
  ],
  'bird-food': [
    L('pet-food', 'Bird Food {v}', 'طعام طيور {b} {v}', ['versele-laga'], [[500, 'g', 12], [1, 'kg', 22]], {
      v: [va('use', 'for Budgies', 'لطيور البادجي', { av: ['Budgies', 'البادجي'] }), va('use', 'for Canaries', 'لطيور الكناري', { av: ['Canaries', 'الكناري'] }), va('use', 'for Parrots', 'للببغاوات', { p: 1.3, av: ['Parrots', 'الببغاوات'] })],
    }),
  ],
};
