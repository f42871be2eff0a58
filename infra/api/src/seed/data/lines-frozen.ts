// Product lines: frozen food.
import { fl, L, v, va, type Lines } from './line-model.js';

const FROZEN_MEALS = ['americana', 'al-kabeer', 'sadia'];

export const FROZEN_LINES: Lines = {
  'frozen-chicken': [
    L('chicken', 'Frozen Whole Chicken', 'دجاج {b} كامل مجمد', ['sadia', 'al-watania', 'tanmiah'],
      [[1000, 'g', 15], [1200, 'g', 17], [1300, 'g', 18.5], [1000, 'g', 140, 10]],
      { about: ['Individually bagged birds, frozen quickly to lock in freshness.', 'دجاج مغلف كل حبة على حدة ومجمد بسرعة للحفاظ على طزاجته.'] }),
    L('chicken', 'Frozen Chicken Breast', 'صدور دجاج {b} مجمدة', ['sadia', 'al-watania'], [[1, 'kg', 25], [2, 'kg', 45]]),
    L('burgers-nuggets', 'Chicken Nuggets {v}', 'ناجتس دجاج {b} {v}', FROZEN_MEALS, [[400, 'g', 14], [750, 'g', 24]], {
      v: [v('Original', 'الأصلي'), fl('Spicy', 'الحار', 'حار')],
      about: ['Golden and crispy in minutes from the oven or air fryer.', 'ذهبية ومقرمشة خلال دقائق في الفرن أو القلاية الهوائية.'],
    }),
    L('burgers-nuggets', 'Chicken Franks', 'نقانق دجاج {b}', FROZEN_MEALS, [[340, 'g', 8]]),
    L('burgers-nuggets', 'Chicken Burger', 'برجر دجاج {b}', FROZEN_MEALS, [[1, 'kg', 27]]),
    L('burgers-nuggets', 'Chicken Popcorn', 'بوب كورن دجاج {b}', ['americana', 'al-kabeer'], [[400, 'g', 15]]),
    L('burgers-nuggets', 'Shish Tawook', 'شيش طاووق {b}', ['al-kabeer', 'americana'], [[500, 'g', 19]]),
  ],
  'frozen-meat-burgers': [
    L('burgers-nuggets', 'Beef Burger', 'برجر لحم بقري {b}', FROZEN_MEALS, [[448, 'g', 12], [1120, 'g', 27]],
      { about: ['Seasoned beef patties that cook from frozen in about eight minutes.', 'أقراص لحم بقري متبلة تطهى من التجميد في نحو ثماني دقائق.'] }),
    L('burgers-nuggets', 'Beef Kofta', 'كفتة لحم {b}', ['al-kabeer', 'americana'], [[400, 'g', 15]]),
    L('burgers-nuggets', 'Beef Sausages', 'نقانق لحم بقري {b}', ['americana', 'al-kabeer'], [[400, 'g', 11]]),
    L('burgers-nuggets', 'Beef Kebab', 'كباب لحم {b}', ['al-kabeer', 'americana'], [[500, 'g', 18]]),
    L('meat', 'Frozen Minced Beef', 'لحم بقري مفروم {b} مجمد', FROZEN_MEALS, [[400, 'g', 14]]),
    L('meat', 'Frozen New Zealand Lamb {v}', '{v} غنم نيوزيلندي مجمد', ['al-mawashi'], [[1, 'kg', 42]], {
      noBrand: true,
      v: [va('cut', 'Shoulder', 'كتف', { o: 'NZ' }), va('cut', 'Leg', 'فخذ', { o: 'NZ' }), va('cut', 'Chops', 'ريش', { o: 'NZ', p: 1.15 })],
    }),
  ],
  'frozen-seafood': [
    L('fish', 'Frozen {v} Shrimp', 'روبيان {b} {v} مجمد', ['al-kabeer', 'americana'], [[400, 'g', 24], [1, 'kg', 55]], {
      v: [va('type', 'Peeled', 'مقشر'), va('type', 'Breaded', 'بالبقسماط'), va('type', 'Jumbo', 'جامبو', { p: 1.3 })],
    }),
    L('fish', 'Fish Fingers', 'أصابع سمك {b}', ['americana', 'al-kabeer'], [[300, 'g', 12]]),
    L('fish', 'Frozen {v} Fillet', 'فيليه {v} {b} مجمد', ['al-kabeer', 'americana'], [[1, 'kg', 30]], {
      v: [v('Basa', 'باسا', { o: 'VN' }), v('Hamour', 'هامور', { p: 2.2 }), v('Salmon', 'سلمون', { p: 2.6, o: 'NO' })],
    }),
    L('fish', 'Calamari Rings', 'حلقات كاليماري {b}', ['al-kabeer', 'americana'], [[400, 'g', 16]]),
    L('fish', 'Fish Burger', 'برجر سمك {b}', ['americana'], [[400, 'g', 13]]),
  ],
  'frozen-vegetables': [
    L('frozen-vegetables', 'Frozen {v}', '{v} {b}', ['sunbulah', 'americana'], [[400, 'g', 6], [900, 'g', 11]], {
      v: [
        v('Green Peas', 'بازلاء خضراء مجمدة'), v('Mixed Vegetables', 'خضار مشكلة مجمدة'),
        v('Okra', 'بامية مجمدة', { p: 1.4 }), v('Molokhia', 'ملوخية مجمدة'), v('Spinach', 'سبانخ مجمدة'),
        v('Sweet Corn', 'ذرة حلوة مجمدة'), v('Peas & Carrots', 'بازلاء وجزر مجمدة'),
        v('Green Beans', 'فاصوليا خضراء مجمدة'), v('Broccoli', 'بروكلي مجمد', { p: 1.3 }),
        v('Artichoke Bottoms', 'قلوب خرشوف مجمدة', { p: 1.8 }),
      ],
      about: ['Picked at their best and frozen within hours.', 'تقطف في أفضل حالاتها وتجمد خلال ساعات.'],
    }),
  ],
  'frozen-fries': [
    L('fries', 'French Fries {v}', 'بطاطس مقلية {b} {v}', ['mccain', 'americana', 'al-kabeer'], [[750, 'g', 9], [2.5, 'kg', 24]], {
      v: [va('cut', 'Straight Cut', 'مقطعة مستقيمة'), va('cut', 'Crinkle Cut', 'مموجة'), va('cut', 'Shoestring', 'رفيعة')],
      about: ['Bake or air fry for a crisp outside and a fluffy inside.', 'تخبز أو تقلى بالهواء لتكون مقرمشة من الخارج وطرية من الداخل.'],
    }),
    L('fries', 'Potato Wedges', 'بطاطس ودجز {b}', ['mccain', 'americana'], [[750, 'g', 11]]),
    L('fries', 'Hash Browns', 'هاش براون {b}', ['mccain'], [[600, 'g', 13]]),
    L('fries', 'Sweet Potato Fries', 'بطاطا حلوة مقلية {b}', ['mccain'], [[600, 'g', 16]]),
  ],
  'frozen-pastries-pizza': [
    L('pastry', 'Samosa {v}', 'سمبوسة {b} {v}', ['sunbulah', 'al-kabeer', 'americana'], [[500, 'g', 14]], {
      v: [fl('Cheese', 'بالجبن', 'جبن'), fl('Vegetable', 'بالخضار', 'خضار'), fl('Meat', 'باللحم', 'لحم'), fl('Chicken', 'بالدجاج', 'دجاج')],
      about: ['A Ramadan favourite: fry straight from frozen.', 'من أطباق رمضان المفضلة، تقلى مباشرة من التجميد.'],
    }),
    L('pastry', 'Spring Rolls {v}', 'سبرنج رول {b} {v}', ['sunbulah', 'americana'], [[240, 'g', 9]], {
      v: [fl('Vegetable', 'بالخضار', 'خضار'), fl('Cheese', 'بالجبن', 'جبن')],
    }),
    L('pastry', 'Puff Pastry Sheets', 'عجينة بف باستري {b}', ['sunbulah', 'americana'], [[800, 'g', 10]]),
    L('pastry', 'Samosa Pastry Sheets', 'رقائق سمبوسة {b}', ['sunbulah'], [[500, 'g', 7], [1, 'kg', 12]]),
    L('pastry', 'Pizza {v}', 'بيتزا {b} {v}', ['americana', 'al-kabeer'], [[400, 'g', 19]], {
      v: [
        fl('Margherita', 'مارجريتا', 'مارجريتا'), fl('Beef Pepperoni', 'ببروني لحم بقري', 'ببروني'),
        fl('Vegetable', 'بالخضار', 'خضار'), fl('Chicken Ranch', 'رانش بالدجاج', 'رانش دجاج'),
      ],
    }),
    L('pastry', 'Paratha {v}', 'خبز براتا {b} {v}', ['sunbulah', 'americana'], [[5, 'piece', 7], [20, 'piece', 22]], {
      unit: 'pcs', v: [v('Plain', 'سادة'), v('Whole Wheat', 'بالقمح الكامل')],
    }),
  ],
  'ice-cream': [
    L('ice-cream', 'Ice Cream {v}', 'آيس كريم {b} {v}', ['london-dairy', 'igloo'], [[125, 'ml', 4.5], [1, 'l', 19], [2, 'l', 29]], {
      v: [
        fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة'),
        fl('Strawberry', 'بالفراولة', 'فراولة'), fl('Pistachio', 'بالفستق', 'فستق', { p: 1.15 }),
        fl('Mango', 'بالمانجو', 'مانجو'),
      ],
    }),
    L('ice-cream', 'Ice Cream Cone {v}', 'آيس كريم كون {b} {v}', ['london-dairy', 'igloo'], [[110, 'ml', 4.5], [110, 'ml', 24, 6]], {
      v: [fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة')],
    }),
  ],
};
