// Product lines: bakery, coffee and tea.
import { fl, L, v, va, type Lines } from './line-model.js';

const BAKERS = ['lusine', 'wooden-bakery'];

export const BAKERY_LINES: Lines = {
  'sliced-bread': [
    L('bread', 'Sliced Bread {v}', 'خبز توست {b} {v}', BAKERS, [[400, 'g', 4.5], [600, 'g', 6]], {
      v: [
        va('type', 'White', 'أبيض'), va('type', 'Brown', 'أسمر'), va('type', 'Whole Wheat', 'بالقمح الكامل', { p: 1.15, t: ['high-fibre'] }),
        fl('Milk', 'بالحليب', 'حليب'), va('type', 'Multigrain', 'متعدد الحبوب', { p: 1.25 }),
      ],
      about: ['Baked in Riyadh overnight and delivered to stores every morning.', 'يخبز في الرياض ليلاً ويصل إلى المتاجر كل صباح.'],
    }),
  ],
  'arabic-bread': [
    L('bread', 'Arabic Bread {v}', 'خبز عربي {b} {v}', BAKERS, [[6, 'piece', 2.5]], {
      unit: 'pcs', v: [va('type', 'White', 'أبيض'), va('type', 'Brown', 'أسمر'), va('type', 'Mini', 'صغير')],
    }),
    L('bread', 'Tamees Bread', 'خبز تميس {b}', BAKERS, [[4, 'piece', 4]], {
      unit: 'pcs', about: ['Sesame-topped flatbread, best with foul and beans for breakfast.', 'خبز مرشوش بالسمسم، ألذ ما يكون مع الفول والفاصوليا في الفطور.'],
    }),
    L('bread', 'Zaatar Manakish', 'مناقيش زعتر {b}', ['wooden-bakery'], [[4, 'piece', 10]], { unit: 'pcs' }),
  ],
  'buns-rolls': [
    L('bread', 'Burger Buns {v}', 'خبز برجر {b} {v}', BAKERS, [[6, 'piece', 6]], {
      unit: 'pcs', v: [v('Plain', 'سادة'), fl('Sesame', 'بالسمسم', 'سمسم')],
    }),
    L('bread', 'Hot Dog Rolls', 'خبز هوت دوغ {b}', BAKERS, [[6, 'piece', 6]], { unit: 'pcs' }),
    L('bread', 'Samoli Rolls', 'خبز صامولي {b}', BAKERS, [[6, 'piece', 5]], { unit: 'pcs' }),
    L('bread', 'Brioche Buns', 'خبز بريوش {b}', ['lusine'], [[4, 'piece', 9]], { unit: 'pcs' }),
    L('bread', 'Butter Croissants', 'كرواسون بالزبدة {b}', BAKERS, [[4, 'piece', 10]], { unit: 'pcs' }),
  ],
  'tortilla-wraps': [
    L('bread', 'Tortilla Wraps {v}', 'خبز تورتيلا {b} {v}', BAKERS, [[6, 'piece', 8]], {
      unit: 'pcs', v: [va('type', 'Plain', 'سادة'), va('type', 'Whole Wheat', 'بالقمح الكامل')],
    }),
    L('bread', 'Saj Bread', 'خبز صاج {b}', ['wooden-bakery'], [[5, 'piece', 7]], { unit: 'pcs' }),
    L('bread', 'Pita Pockets', 'خبز بيتا {b}', ['lusine'], [[6, 'piece', 5]], { unit: 'pcs' }),
  ],
  'rusks-breadsticks': [
    L('bread', 'Rusks {v}', 'بقسماط {b} {v}', ['lusine', 'americana'], [[200, 'g', 5]], {
      v: [v('Plain', 'سادة'), fl('Sesame', 'بالسمسم', 'سمسم')],
    }),
    L('bread', 'Breadsticks {v}', 'أعواد خبز {b} {v}', BAKERS, [[150, 'g', 5]], {
      v: [fl('Sesame', 'بالسمسم', 'سمسم'), fl('Zaatar', 'بالزعتر', 'زعتر'), v('Plain', 'سادة')],
    }),
    L('bread', 'Breadcrumbs', 'بقسماط مطحون {b}', ['al-alali', 'goody'], [[400, 'g', 6]]),
    L('bread', 'Sesame Kaak', 'كعك بالسمسم {b}', BAKERS, [[400, 'g', 9]],
      { about: ['Crunchy sesame rings to dip in tea.', 'حلقات كعك مقرمشة بالسمسم تغمس في الشاي.'] }),
  ],
};

export const COFFEE_TEA_LINES: Lines = {
  'arabic-coffee': [
    L('coffee', 'Arabic Coffee {v}', 'قهوة عربية {b} {v}', ['al-dallah', 'baja'], [[250, 'g', 25], [500, 'g', 45]], {
      v: [
        va('roast', 'Light Roast with Cardamom', 'شقراء بالهيل', { av: ['Light', 'شقراء'] }),
        va('roast', 'Medium Roast', 'متوسطة التحميص', { av: ['Medium', 'متوسطة'] }),
        fl('with Saffron', 'بالزعفران', 'زعفران', { p: 1.3 }),
      ],
      about: ['Ground fresh and blended with cardamom the way it is served in Najd.', 'مطحونة طازجة وممزوجة بالهيل كما تقدم في نجد.'],
    }),
    L('coffee', 'Khawlani Coffee Beans', 'بن خولاني {b}', ['al-dallah', 'baja'], [[500, 'g', 60]],
      { about: ['Grown on the terraces of Jazan\'s mountains.', 'يزرع في مدرجات جبال جازان.'] }),
    L('coffee', 'Instant Arabic Coffee', 'قهوة عربية سريعة التحضير {b}', ['al-dallah'], [[20, 'piece', 30]], { unit: 'sachets' }),
  ],
  'instant-coffee': [
    L('coffee', '{b} {v}', '{b} {v}', ['nescafe'], [[100, 'g', 20], [200, 'g', 36]], {
      v: [v('Classic', 'كلاسيك'), v('Gold', 'جولد', { p: 1.5 }), v('Red Mug', 'ريد ماغ')],
    }),
    L('coffee', '{b} 3 in 1 {v}', '{b} 3 في 1 {v}', ['nescafe'], [[30, 'piece', 25]], {
      unit: 'sachets', v: [v('Original', 'الأصلي'), fl('Creamy Latte', 'لاتيه كريمي', 'لاتيه')],
    }),
    L('coffee', '{b} Gold Cappuccino', '{b} جولد كابتشينو', ['nescafe'], [[10, 'piece', 22]], { unit: 'sachets' }),
  ],
  'ground-coffee-beans': [
    L('coffee', 'Turkish Coffee {v}', 'قهوة تركية {b} {v}', ['al-ameed', 'mehmet-efendi'], [[250, 'g', 22], [500, 'g', 40]], {
      v: [v('Plain', 'سادة'), fl('with Cardamom', 'بالهيل', 'هيل')],
    }),
    L('coffee', 'Espresso Beans', 'حبوب قهوة إسبريسو {b}', ['lavazza'], [[250, 'g', 38], [1, 'kg', 120]], { at: [['roast', 'Dark', 'داكنة']] }),
    L('coffee', 'Ground Coffee {v}', 'قهوة مطحونة {b} {v}', ['lavazza'], [[250, 'g', 30]], {
      v: [v('Qualita Rossa', 'كواليتا روسا'), v('Crema e Gusto', 'كريما إي غوستو')],
    }),
  ],
  tea: [
    L('tea', 'Black Tea Bags', 'شاي {b} أكياس', ['lipton', 'rabea', 'alokozay'], [[25, 'piece', 6], [100, 'piece', 19]], {
      unit: 'bags', about: ['Strong, bright tea that takes milk well.', 'شاي قوي بلون زاهٍ يناسب الإضافة مع الحليب.'],
    }),
    L('tea', 'Loose Leaf Black Tea', 'شاي {b} أوراق سائبة', ['lipton', 'rabea', 'alokozay'], [[400, 'g', 24]]),
    L('tea', 'Green Tea {v}', 'شاي أخضر {b} {v}', ['lipton', 'alokozay'], [[25, 'piece', 9]], {
      unit: 'bags', v: [v('Classic', 'كلاسيك'), fl('Mint', 'بالنعناع', 'نعناع'), fl('Lemon', 'بالليمون', 'ليمون')],
    }),
    L('tea', 'Karak Tea Premix', 'شاي كرك {b}', ['alokozay', 'rabea'], [[10, 'piece', 12]], { unit: 'sachets' }),
  ],
  'herbal-tea': [
    L('tea', '{v} Herbal Tea', 'شاي أعشاب {b} {v}', ['lipton', 'alokozay'], [[20, 'piece', 11]], {
      unit: 'bags',
      v: [
        fl('Chamomile', 'بالبابونج', 'بابونج'), fl('Anise', 'باليانسون', 'يانسون'), fl('Sage', 'بالميرمية', 'ميرمية'),
        fl('Hibiscus', 'بالكركديه', 'كركديه'), fl('Ginger', 'بالزنجبيل', 'زنجبيل'), fl('Peppermint', 'بالنعناع', 'نعناع'),
      ],
      tags: ['caffeine-free'],
    }),
  ],
  'coffee-creamers': [
    L('creamer', 'Coffee Creamer {v}', 'مبيض قهوة {b} {v}', ['coffee-mate'], [[400, 'g', 15], [800, 'g', 27]], {
      v: [v('Original', 'الأصلي'), v('Light', 'لايت', { t: ['low-fat'] })],
    }),
    L('creamer', 'Liquid Coffee Creamer {v}', 'مبيض قهوة سائل {b} {v}', ['coffee-mate'], [[180, 'ml', 9]], {
      v: [fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Hazelnut', 'بالبندق', 'بندق')],
    }),
  ],
};
