// Product lines: snacks and confectionary, beverages and water.
import { fl, L, v, type Lines, type SizeDef } from './line-model.js';

const SODA: SizeDef[] = [[330, 'ml', 2.5], [330, 'ml', 13.5, 6], [330, 'ml', 55, 30], [1.25, 'l', 5], [2.25, 'l', 7.5]];
const PLAIN = v('', '');
const SUGAR_FREE = ['sugar-free'];

export const SNACK_LINES: Lines = {
  'chips-crisps': [
    L('chips', 'Potato Chips {v}', 'شيبس {b} {v}', ['lays'], [[21, 'g', 1], [48, 'g', 2], [155, 'g', 6.5], [21, 'g', 11, 14]], {
      v: [
        fl('Salted', 'بالملح', 'ملح'), fl('Chili', 'بالفلفل الحار', 'فلفل حار'), fl('Cheese', 'بالجبن', 'جبن'),
        fl('Ketchup', 'بالكاتشب', 'كاتشب'), fl('Salt & Vinegar', 'بالملح والخل', 'ملح وخل'), fl('French Cheese', 'بالجبن الفرنسي', 'جبن فرنسي'),
      ],
    }),
    L('chips', 'Potato Crisps {v}', 'رقائق بطاطس {b} {v}', ['pringles'], [[40, 'g', 4], [165, 'g', 11]], {
      v: [
        v('Original', 'الأصلية'), fl('Sour Cream & Onion', 'بالقشدة الحامضة والبصل', 'قشدة وبصل'),
        fl('Hot & Spicy', 'الحارة', 'حار'), fl('Paprika', 'بالبابريكا', 'بابريكا'),
      ],
      about: ['Stackable crisps in a resealable tube.', 'رقائق متراصة في عبوة أسطوانية قابلة لإعادة الإغلاق.'],
    }),
    L('chips', 'Tortilla Chips {v}', 'رقائق تورتيلا {b} {v}', ['doritos'], [[48, 'g', 2.5], [180, 'g', 8]], {
      v: [fl('Nacho Cheese', 'بجبنة الناتشو', 'جبنة ناتشو'), fl('Sweet Chili', 'بالفلفل الحلو', 'فلفل حلو')],
    }),
  ],
  chocolate: [
    L('chocolate', '{v} Chocolate', 'شوكولاتة {b} {v}', ['galaxy'], [[36, 'g', 3], [110, 'g', 8.5]], {
      v: [
        v('Smooth Milk', 'بالحليب الناعمة'), fl('Hazelnut', 'بالبندق', 'بندق'), fl('Caramel', 'بالكراميل', 'كراميل'),
        fl('Cookie Crumble', 'بقطع الكوكيز', 'كوكيز'),
      ],
    }),
    L('chocolate', '{b} {v}', 'شوكولاتة {b} {v}', ['kitkat'], [[41, 'g', 2.5], [41, 'g', 27, 12]], {
      v: [v('4 Finger', '4 أصابع'), v('Chunky', 'تشانكي'), v('Dark', 'داكنة', { p: 1.1 })],
    }),
    L('chocolate', '{b} {v}', 'حبوب شوكولاتة {b} {v}', ['mms'], [[45, 'g', 3], [250, 'g', 18]], {
      v: [fl('Peanut', 'بالفول السوداني', 'فول سوداني'), v('Milk Chocolate', 'بالحليب'), v('Crispy', 'المقرمشة')],
    }),
    L('chocolate', 'Assorted Chocolates', 'شوكولاتة {b} مشكلة', ['patchi'], [[250, 'g', 95], [500, 'g', 180]], {
      tags: ['gift'], about: ['Hand-finished pralines in a gift box, a favourite for Eid visits.', 'برالين مشغول يدوياً في علبة هدايا، مفضل في زيارات العيد.'],
    }),
  ],
  'biscuits-cookies': [
    L('biscuits', '{v} Biscuits', 'بسكويت {b} {v}', ['tiffany'], [[100, 'g', 2.5], [400, 'g', 8.5]], {
      v: [
        v('Digestive', 'دايجستف'), fl('Chocolate Cream', 'بكريمة الشوكولاتة', 'شوكولاتة'), fl('Butter', 'بالزبدة', 'زبدة'),
        fl('Date Filled', 'محشو بالتمر', 'تمر'),
      ],
    }),
    L('biscuits', '{b} {v}', 'بسكويت {b} {v}', ['oreo'], [[38, 'g', 1.5], [38, 'g', 20, 16]], {
      v: [v('Original', 'الأصلي'), v('Golden', 'الذهبي'), fl('Strawberry Creme', 'بكريمة الفراولة', 'فراولة')],
    }),
    L('biscuits', 'Maamoul {v}', 'معمول {b} {v}', ['tiffany', 'halwani'], [[300, 'g', 11]], {
      v: [fl('with Dates', 'بالتمر', 'تمر'), fl('with Pistachio', 'بالفستق', 'فستق', { p: 1.4 })],
      about: ['Semolina cookies traditionally served with Arabic coffee during Eid.', 'كعك السميد الذي يقدم مع القهوة العربية في العيد.'],
    }),
    L('biscuits', '{v} Wafer', 'ويفر {b} {v}', ['tiffany'], [[45, 'g', 1.5], [45, 'g', 14, 12]], {
      v: [fl('Hazelnut', 'بالبندق', 'بندق'), fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة')],
    }),
    L('biscuits', 'Caramelised Biscuits', 'بسكويت {b} بالكراميل', ['lotus'], [[250, 'g', 11]]),
  ],
  'cakes-croissants': [
    L('cake', 'Croissant {v}', 'كرواسون {b} {v}', ['seven-days'], [[55, 'g', 1.5], [55, 'g', 8, 6]], {
      v: [fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة'), fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Strawberry', 'بالفراولة', 'فراولة'), fl('Cheese', 'بالجبن', 'جبن')],
    }),
    L('cake', '{v} Cake', 'كيك {b} {v}', ['lusine'], [[250, 'g', 9]], {
      v: [v('Marble', 'رخامي'), fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة'), fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Date', 'بالتمر', 'تمر')],
    }),
    L('cake', 'Swiss Roll {v}', 'سويس رول {b} {v}', ['americana', 'seven-days'], [[30, 'g', 12, 12]], {
      v: [fl('Strawberry', 'بالفراولة', 'فراولة'), fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة')],
    }),
    L('cake', '{v} Muffins', 'مافن {b} {v}', ['lusine', 'wooden-bakery'], [[4, 'piece', 12]], {
      unit: 'pcs', v: [fl('Chocolate Chip', 'برقائق الشوكولاتة', 'رقائق شوكولاتة'), fl('Blueberry', 'بالتوت الأزرق', 'توت أزرق')],
    }),
  ],
  'nuts-dried-fruits': [
    L('nuts', '{b} {v}', '{v} {b}', ['al-rifai', 'bayara'], [[250, 'g', 14], [500, 'g', 26]], {
      v: [
        v('Roasted Salted Almonds', 'لوز محمص مملح', { p: 1.2 }), v('Roasted Cashews', 'كاجو محمص', { p: 1.4 }),
        v('Roasted Salted Pistachios', 'فستق حلبي محمص مملح', { p: 1.6 }), v('Roasted Peanuts', 'فول سوداني محمص', { p: 0.45 }),
        v('Roasted Mixed Nuts', 'مكسرات مشكلة محمصة', { p: 1.3 }), v('Sunflower Seeds', 'حب دوار الشمس محمص', { p: 0.35 }),
        v('Pumpkin Seeds', 'حب القرع محمص', { p: 0.7 }), v('Watermelon Seeds', 'حب البطيخ محمص', { p: 0.5 }),
      ],
      about: ['Roasted in small batches for an even crunch.', 'محمصة على دفعات صغيرة لقرمشة متساوية.'],
    }),
    L('nuts', '{b} {v}', '{v} {b}', ['bayara'], [[400, 'g', 16]], {
      v: [
        v('Dried Apricots', 'مشمش مجفف'), v('Golden Raisins', 'زبيب ذهبي', { p: 0.6 }), v('Dried Figs', 'تين مجفف', { p: 1.1 }),
        v('Pitted Prunes', 'برقوق مجفف منزوع النوى'), v('Dried Cranberries', 'توت بري مجفف', { p: 1.3 }),
      ],
    }),
  ],
  'candy-gum': [
    L('candy', '{v} Gummies', 'حلوى جيلي {b} {v}', ['haribo'], [[80, 'g', 4], [160, 'g', 7]], {
      v: [v('Goldbears', 'الدببة الذهبية'), v('Happy Cola', 'هابي كولا'), v('Starmix', 'ستارميكس'), v('Tangfastics', 'تانجفاستكس')],
      tags: ['halal-gelatine'],
    }),
    L('candy', '{b} {v}', 'حلوى {b} {v}', ['mentos'], [[37.5, 'g', 1.5], [37.5, 'g', 28, 20]], {
      v: [fl('Mint', 'بالنعناع', 'نعناع'), fl('Fruit', 'بالفواكه', 'فواكه'), fl('Strawberry', 'بالفراولة', 'فراولة')],
    }),
    L('candy', '{v} Chewing Gum', 'علكة {b} {v}', ['mentos'], [[56, 'g', 8]], {
      v: [fl('Spearmint', 'بالنعناع', 'نعناع'), fl('Watermelon', 'بالبطيخ', 'بطيخ')], tags: SUGAR_FREE,
    }),
  ],
  'popcorn-crackers': [
    L('crackers', 'Microwave Popcorn {v}', 'فشار مايكرويف {b} {v}', ['act-ii', 'american-garden'], [[85, 'g', 9, 3]], {
      v: [fl('Butter', 'بالزبدة', 'زبدة'), fl('Salted', 'بالملح', 'ملح'), fl('Cheese', 'بالجبن', 'جبن')],
    }),
    L('crackers', 'Crackers {v}', 'مقرمشات {b} {v}', ['tuc', 'tiffany'], [[100, 'g', 3]], {
      v: [v('Original', 'الأصلية'), fl('Cheese', 'بالجبن', 'جبن')],
    }),
  ],
};

export const DRINK_LINES: Lines = {
  water: [
    L('water', 'Drinking Water', 'مياه شرب {b}', ['nova', 'berain', 'hana', 'aquafina'],
      [[200, 'ml', 22, 48], [330, 'ml', 9, 12], [330, 'ml', 26, 40], [550, 'ml', 11, 12], [1.5, 'l', 10, 6]], {
        about: ['Low sodium bottled drinking water from protected Saudi sources.', 'مياه شرب معبأة قليلة الصوديوم من مصادر سعودية محمية.'],
      }),
    L('water', 'Sparkling Mineral Water {v}', 'مياه معدنية فوارة {b} {v}', ['perrier'], [[330, 'ml', 5], [330, 'ml', 27, 6]], {
      v: [v('Natural', 'طبيعية'), fl('Lemon', 'بنكهة الليمون', 'ليمون')],
    }),
  ],
  'soft-drinks': [
    L('soft-drink', '{b} {v}', '{b} {v}', ['pepsi'], SODA, {
      v: [PLAIN, v('Diet', 'دايت', { t: SUGAR_FREE }), v('Zero Sugar', 'بدون سكر', { t: SUGAR_FREE })],
    }),
    L('soft-drink', '{b} {v}', '{b} {v}', ['coca-cola'], SODA, { v: [PLAIN, v('Zero Sugar', 'بدون سكر', { t: SUGAR_FREE })] }),
    L('soft-drink', '{b} {v}', '{b} {v}', ['7up'], SODA, { v: [PLAIN, v('Diet', 'دايت', { t: SUGAR_FREE })] }),
    L('soft-drink', '{b} {v}', '{b} {v}', ['mirinda'], [[330, 'ml', 2.5], [330, 'ml', 13.5, 6], [2.25, 'l', 7.5]], {
      v: [fl('Orange', 'برتقال', 'برتقال'), fl('Citrus', 'حمضيات', 'حمضيات'), fl('Strawberry', 'فراولة', 'فراولة'), fl('Green Apple', 'تفاح أخضر', 'تفاح أخضر')],
    }),
    L('soft-drink', '{b}', '{b}', ['mountain-dew'], SODA),
  ],
  juices: [
    L('juice', '{v} Juice', 'عصير {v} {b}', ['almarai', 'nadec'], [[300, 'ml', 3], [1.4, 'l', 9.5]], {
      v: [
        fl('Orange', 'برتقال', 'برتقال'), fl('Mango', 'مانجو', 'مانجو'), fl('Mixed Fruit', 'فواكه مشكلة', 'فواكه مشكلة'),
        fl('Apple', 'تفاح', 'تفاح'), fl('Pomegranate', 'رمان', 'رمان', { p: 1.2 }),
      ],
      tags: ['no-added-sugar'],
      about: ['Chilled juice with no added sugar; keep refrigerated.', 'عصير مبرد دون سكر مضاف، يحفظ في الثلاجة.'],
    }),
    L('juice', '{v} Nectar', 'رحيق {v} {b}', ['al-rabie'], [[200, 'ml', 1.25], [1, 'l', 5.5]], {
      v: [
        fl('Orange', 'البرتقال', 'برتقال'), fl('Mango', 'المانجو', 'مانجو'), fl('Apple', 'التفاح', 'تفاح'),
        fl('Guava', 'الجوافة', 'جوافة'), fl('Pineapple', 'الأناناس', 'أناناس'), fl('Grape', 'العنب', 'عنب'),
      ],
    }),
    L('juice', '{v} Juice Drink', 'مشروب عصير {v} {b}', ['suntop'], [[250, 'ml', 1.25], [125, 'ml', 7, 10]], {
      v: [fl('Orange', 'برتقال', 'برتقال'), fl('Mango', 'مانجو', 'مانجو'), fl('Mixed Berries', 'توت مشكل', 'توت مشكل')],
    }),
    L('juice', '{b} Float {v}', '{b} فلوت {v}', ['rani'], [[240, 'ml', 2.5], [240, 'ml', 14, 6]], {
      v: [fl('Orange', 'برتقال', 'برتقال'), fl('Mango', 'مانجو', 'مانجو'), fl('Pineapple', 'أناناس', 'أناناس'), fl('Peach', 'خوخ', 'خوخ')],
      about: ['Juice drink with real fruit pieces.', 'مشروب عصير بقطع فواكه حقيقية.'],
    }),
  ],
  'energy-drinks': [
    L('energy-drink', '{b} Energy Drink {v}', 'مشروب طاقة {b} {v}', ['red-bull', 'power-horse'], [[250, 'ml', 7.5], [250, 'ml', 28, 4], [355, 'ml', 10]], {
      v: [PLAIN, v('Sugar Free', 'خالي من السكر', { t: SUGAR_FREE })],
      det: ['High caffeine content. Not recommended for children or pregnant women.', 'نسبة كافيين عالية. لا ينصح به للأطفال والحوامل.'],
    }),
  ],
  'powdered-drinks-cordials': [
    L('powdered-drink', '{v} Drink Powder', 'مشروب {b} بودرة {v}', ['tang'], [[375, 'g', 9], [2, 'kg', 40]], {
      v: [fl('Orange', 'بنكهة البرتقال', 'برتقال'), fl('Mango', 'بنكهة المانجو', 'مانجو'), fl('Lemon', 'بنكهة الليمون', 'ليمون'), fl('Pineapple', 'بنكهة الأناناس', 'أناناس')],
    }),
    L('powdered-drink', '{b} Fruit Cordial {v}', 'شراب {b} مركز {v}', ['vimto'], [[710, 'ml', 12], [710, 'ml', 22, 2]], {
      v: [PLAIN, v('Sugar Free', 'خالي من السكر', { t: SUGAR_FREE })],
      about: ['The taste of Ramadan iftar: dilute one part with four parts cold water.', 'طعم إفطار رمضان: يخفف جزء واحد مع أربعة أجزاء من الماء البارد.'],
    }),
  ],
  'malt-drinks': [
    L('malt-drink', '{b} Malt Drink {v}', 'مشروب شعير {b} {v}', ['barbican'], [[330, 'ml', 3.5], [330, 'ml', 19, 6]], {
      v: [
        v('Classic', 'الكلاسيكي'), fl('Pomegranate', 'بنكهة الرمان', 'رمان'), fl('Apple', 'بنكهة التفاح', 'تفاح'),
        fl('Lemon', 'بنكهة الليمون', 'ليمون'), fl('Strawberry', 'بنكهة الفراولة', 'فراولة'), fl('Pineapple', 'بنكهة الأناناس', 'أناناس'),
      ],
      tags: ['non-alcoholic'],
    }),
    L('malt-drink', 'Chocolate Malt Drink Powder', 'مسحوق مشروب الشوكولاتة بالشعير {b}', ['milo'], [[400, 'g', 18], [1, 'kg', 38]]),
    L('malt-drink', 'Ready to Drink', 'مشروب {b} جاهز', ['milo'], [[180, 'ml', 2.5], [180, 'ml', 13, 6]]),
  ],
  'iced-tea-coffee': [
    L('iced-tea-coffee', 'Iced Tea {v}', 'شاي مثلج {b} {v}', ['lipton'], [[320, 'ml', 3], [1.5, 'l', 7.5]], {
      v: [fl('Peach', 'بالخوخ', 'خوخ'), fl('Lemon', 'بالليمون', 'ليمون'), fl('Mango', 'بالمانجو', 'مانجو')],
    }),
    L('iced-tea-coffee', 'Iced Coffee {v}', 'قهوة مثلجة {b} {v}', ['nescafe', 'almarai'], [[240, 'ml', 6]], {
      v: [fl('Latte', 'لاتيه', 'لاتيه'), fl('Mocha', 'موكا', 'موكا'), fl('Caramel', 'بالكراميل', 'كراميل')],
    }),
  ],
};
