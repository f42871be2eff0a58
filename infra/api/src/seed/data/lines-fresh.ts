// Product lines: fresh food (poultry, meat, fish, deli, dates) and fresh produce.
import { fl, L, v, va, type Lines } from './line-model.js';

const CHICKEN = ['al-watania', 'fakieh', 'tanmiah'];
const PRODUCE = ['qassim-farms', 'al-bustan'];
const CHILLED: [string, string] = [
  'Raised on Saudi farms and delivered chilled, never frozen.',
  'من مزارع سعودية ويصل مبرداً دون تجميد.',
];

export const FRESH_LINES: Lines = {
  'fresh-chicken': [
    L('chicken', 'Fresh Whole Chicken', 'دجاج {b} كامل طازج', CHICKEN,
      [[900, 'g', 17], [1000, 'g', 19], [1100, 'g', 21], [1200, 'g', 23]], { about: CHILLED }),
    L('chicken', 'Fresh Chicken Breast Fillet', 'فيليه صدور دجاج {b} طازجة', CHICKEN, [[450, 'g', 20], [900, 'g', 37]],
      { about: ['Skinless, boneless breast fillets, trimmed and ready to cook.', 'صدور منزوعة الجلد والعظم، منظفة وجاهزة للطبخ.'] }),
    L('chicken', 'Fresh Boneless Chicken Thighs', 'أفخاذ دجاج {b} طازجة بدون عظم', CHICKEN, [[500, 'g', 17], [1, 'kg', 31]]),
    L('chicken', 'Fresh Chicken Wings', 'أجنحة دجاج {b} طازجة', CHICKEN, [[500, 'g', 13], [1, 'kg', 24]],
      { about: ['Ideal for grilling or oven baking with your favourite marinade.', 'مثالية للشوي أو الخبز في الفرن مع تتبيلتك المفضلة.'] }),
    L('chicken', 'Fresh Chicken Drumsticks', 'سيقان دجاج {b} طازجة', CHICKEN, [[1, 'kg', 25]]),
    L('chicken', 'Fresh Chicken Cut in 8 Pieces', 'دجاج {b} طازج مقطع 8 قطع', CHICKEN, [[1000, 'g', 20]], { about: CHILLED }),
    L('chicken', 'Fresh Chicken Liver', 'كبدة دجاج {b} طازجة', CHICKEN, [[500, 'g', 11]]),
    L('chicken', 'Fresh Chicken Gizzards', 'قوانص دجاج {b} طازجة', CHICKEN, [[500, 'g', 10]]),
    L('chicken', 'Marinated Chicken Shawarma', 'شاورما دجاج {b} متبلة', CHICKEN, [[500, 'g', 19]],
      { about: ['Thinly sliced and seasoned with a classic shawarma spice blend.', 'شرائح رقيقة متبلة بخلطة بهارات الشاورما التقليدية.'] }),
  ],
  'fresh-meat': [
    L('meat', 'Fresh Naimi Lamb {v}', '{v} غنم نعيمي طازج', ['al-mawashi'], [[500, 'g', 42], [1, 'kg', 80]], {
      noBrand: true,
      v: [va('cut', 'Shoulder', 'كتف'), va('cut', 'Leg', 'فخذ'), va('cut', 'Chops', 'ريش', { p: 1.1 }), va('cut', 'Cubes', 'مكعبات لحم')],
      about: ['Local Naimi lamb, cut fresh every morning by our butchers.', 'لحم غنم نعيمي محلي يقطعه الجزارون طازجاً كل صباح.'],
    }),
    L('meat', 'Fresh Veal {v}', '{v} عجل طازج', ['al-mawashi'], [[500, 'g', 30], [1, 'kg', 56]], {
      noBrand: true,
      v: [va('cut', 'Cubes', 'مكعبات لحم'), va('cut', 'Steak', 'ستيك', { p: 1.2 }), va('cut', 'Shank', 'موزات')],
    }),
    L('meat', 'Fresh Minced {v}', 'لحم {v} مفروم طازج', ['al-mawashi'], [[500, 'g', 26], [1, 'kg', 48]], {
      noBrand: true, v: [v('Beef', 'بقري'), v('Lamb', 'غنم', { p: 1.3 })],
    }),
    L('meat', 'Fresh Hashi Camel {v}', '{v} حاشي طازج', ['al-mawashi'], [[1, 'kg', 58]], {
      noBrand: true, v: [va('cut', 'Cubes', 'مكعبات لحم'), va('cut', 'Ribs', 'ريش')],
      about: ['Young camel meat, lean and tender, a favourite for kabsa and mandi.', 'لحم حاشي صغير قليل الدهن وطري، مفضل للكبسة والمندي.'],
    }),
    L('meat', 'Chilled Australian Lamb {v}', '{v} غنم أسترالي مبرد', ['al-mawashi'], [[1, 'kg', 62]], {
      noBrand: true, v: [va('cut', 'Chops', 'ريش', { o: 'AU' }), va('cut', 'Leg', 'فخذ', { o: 'AU' })],
    }),
    L('meat', 'Fresh Beef Burger Patties', 'أقراص برجر لحم بقري طازجة', ['al-mawashi'], [[4, 'piece', 22]], { noBrand: true }),
    L('meat', 'Fresh Lamb Liver', 'كبدة غنم طازجة', ['al-mawashi'], [[500, 'g', 28]], { noBrand: true }),
    L('meat', 'Fresh Lamb Kofta', 'كفتة غنم طازجة', ['al-mawashi'], [[500, 'g', 32]], { noBrand: true }),
  ],
  'fish-seafood': [
    L('fish', 'Fresh {v}', '{v} طازج', ['red-sea-fisheries'], [[500, 'g', 26], [1, 'kg', 50]], {
      noBrand: true,
      v: [
        v('Hamour', 'هامور', { p: 1.7 }), v('Najel', 'ناجل', { p: 1.4 }), v('Shaour', 'شعور', { p: 0.9 }),
        v('Kingfish', 'كنعد', { p: 1.2 }), v('Sardines', 'سردين', { p: 0.36 }), v('Jumbo Shrimp', 'روبيان جامبو', { p: 1.5 }),
        v('Medium Shrimp', 'روبيان وسط', { p: 1.1 }), v('Tilapia', 'بلطي', { p: 0.45, o: 'EG' }),
        v('Salmon Fillet', 'فيليه سلمون', { p: 1.9, o: 'NO' }), v('Sobaity', 'سبيطي', { p: 1.3 }), v('Squid', 'حبار', { p: 0.8 }),
      ],
      about: ['Landed on the Red Sea coast and cleaned on request.', 'يصطاد من ساحل البحر الأحمر وينظف حسب الطلب.'],
    }),
  ],
  'deli-cold-cuts': [
    L('cold-cuts', 'Chicken Mortadella {v}', 'مرتديلا دجاج {b} {v}', ['siniora', 'halwani'], [[250, 'g', 8.5], [500, 'g', 15]], {
      v: [v('Plain', 'سادة'), fl('with Olives', 'بالزيتون', 'زيتون'), fl('with Black Pepper', 'بالفلفل الأسود', 'فلفل أسود')],
    }),
    L('cold-cuts', 'Smoked Turkey Breast', 'صدر ديك رومي {b} مدخن', ['siniora', 'halwani'], [[200, 'g', 15]]),
    L('cold-cuts', 'Beef Salami', 'سلامي لحم بقري {b}', ['siniora', 'halwani'], [[250, 'g', 12]]),
    L('cold-cuts', 'Sliced Chicken Luncheon', 'لانشون دجاج {b} شرائح', ['americana', 'al-kabeer', 'siniora'], [[250, 'g', 7.5]]),
    L('cold-cuts', 'Beef Pastrami', 'بسطرمة {b}', ['siniora', 'halwani'], [[200, 'g', 16]],
      { about: ['Cured beef coated in a fenugreek and garlic crust.', 'لحم بقري مجفف مغطى بطبقة من الحلبة والثوم.'] }),
  ],
  'hummus-dips': [
    L('dips', 'Hummus {v}', 'حمص {b} {v}', ['al-wadi-al-akhdar', 'halwani'], [[200, 'g', 6.5], [400, 'g', 11]], {
      v: [v('Classic', 'بالطحينة'), fl('with Pine Nuts', 'بالصنوبر', 'صنوبر'), fl('Spicy', 'حار', 'حار')],
      about: ['Smooth chickpea dip with tahini and lemon, ready to serve.', 'حمص ناعم بالطحينة والليمون جاهز للتقديم.'],
    }),
    L('dips', 'Moutabal', 'متبل باذنجان {b}', ['al-wadi-al-akhdar', 'halwani'], [[200, 'g', 8]]),
    L('dips', 'Baba Ghanouj', 'بابا غنوج {b}', ['al-wadi-al-akhdar'], [[200, 'g', 8]]),
    L('dips', 'Muhammara', 'محمرة {b}', ['al-wadi-al-akhdar', 'halwani'], [[200, 'g', 9.5]]),
    L('dips', 'Garlic Dip', 'ثومية {b}', ['al-wadi-al-akhdar', 'americana'], [[200, 'g', 7]],
      { about: ['Creamy garlic sauce, the classic partner for grilled chicken.', 'صلصة ثوم كريمية، الرفيق المثالي للدجاج المشوي.'] }),
    L('dips', 'Tabbouleh', 'تبولة {b}', ['al-wadi-al-akhdar'], [[250, 'g', 10]]),
  ],
  dates: [
    L('dates', '{v} Dates', 'تمر {v} {b}', ['qassim-farms', 'al-bustan'], [[500, 'g', 21], [1, 'kg', 38], [3, 'kg', 99]], {
      v: [
        va('variety', 'Sukkari', 'سكري'), va('variety', 'Khalas', 'خلاص', { p: 0.85 }), va('variety', 'Ajwa', 'عجوة', { p: 2.2 }),
        va('variety', 'Segai', 'صقعي', { p: 0.95 }), va('variety', 'Medjool', 'مجدول', { p: 1.6 }),
        va('variety', 'Safawi', 'صفاوي', { p: 1.1 }), va('variety', 'Khudri', 'خضري', { p: 0.65 }),
        va('variety', 'Barhi', 'برحي', { p: 0.8 }), va('variety', 'Mabroom', 'مبروم', { p: 1.3 }),
      ],
      about: ['Harvested this season and sorted by hand.', 'من محصول هذا الموسم ومفرز يدوياً.'],
    }),
    L('dates', 'Premium {v} Dates', 'تمر {v} فاخر {b}', ['bateel'], [[500, 'g', 85]], {
      v: [
        va('variety', 'Sukkari', 'سكري'), va('variety', 'Khalas', 'خلاص', { p: 0.9 }), va('variety', 'Ajwa', 'عجوة', { p: 1.5 }),
        va('variety', 'Medjool', 'مجدول', { p: 1.2 }), va('variety', 'Segai', 'صقعي'),
      ],
      about: ['Presented in a gift box, ideal for guests and occasions.', 'في علبة هدايا أنيقة، مثالي للضيوف والمناسبات.'],
    }),
    L('dates', 'Dates Stuffed with {v}', 'تمر محشي {v} {b}', ['bateel'], [[400, 'g', 95]], {
      v: [fl('Almonds', 'باللوز', 'لوز'), fl('Pistachios', 'بالفستق', 'فستق'), fl('Orange Peel', 'بقشر البرتقال', 'قشر البرتقال')],
    }),
    L('dates', 'Date Paste', 'عجينة تمر {b}', ['qassim-farms', 'al-bustan'], [[1, 'kg', 12]],
      { about: ['Soft date paste for maamoul and home baking.', 'عجينة تمر طرية لتحضير المعمول والمخبوزات المنزلية.'] }),
  ],
  'fresh-fruits': [
    L('fruits', '{v}', '{v}', PRODUCE, [], {
      noBrand: true, unit: 'pcs',
      v: [
        v('Bananas', 'موز', { o: 'EC', s: [[1, 'kg', 6.5]] }),
        v('Red Apples', 'تفاح أحمر', { o: 'US', s: [[1, 'kg', 9.5]] }),
        v('Green Apples', 'تفاح أخضر', { o: 'FR', s: [[1, 'kg', 10]] }),
        v('Royal Gala Apples', 'تفاح رويال جالا', { o: 'NZ', s: [[1, 'kg', 11]] }),
        v('Oranges', 'برتقال', { o: 'EG', s: [[1, 'kg', 6], [3, 'kg', 16]] }),
        v('Mandarins', 'يوسفي', { o: 'PK', s: [[1, 'kg', 9]] }),
        v('Red Grapes', 'عنب أحمر', { o: 'ZA', s: [[500, 'g', 9]] }),
        v('Green Grapes', 'عنب أخضر', { o: 'EG', s: [[500, 'g', 9]] }),
        v('Pomegranates', 'رمان', { o: 'SA', s: [[1, 'kg', 12]] }),
        v('Mangoes', 'مانجو', { o: 'SA', s: [[1, 'kg', 15]] }),
        v('Watermelon', 'حبحب', { o: 'SA', s: [[1, 'piece', 14]] }),
        v('Strawberries', 'فراولة', { o: 'EG', s: [[250, 'g', 11]] }),
        v('Kiwi', 'كيوي', { o: 'NZ', s: [[500, 'g', 9]] }),
        v('Pears', 'كمثرى', { o: 'ZA', s: [[1, 'kg', 11]] }),
        v('Peaches', 'خوخ', { o: 'ES', s: [[1, 'kg', 14]] }),
        v('Avocados', 'أفوكادو', { o: 'KE', s: [[2, 'piece', 9]] }),
        v('Figs', 'تين', { o: 'SA', s: [[500, 'g', 18]] }),
        v('Blueberries', 'توت أزرق', { o: 'CL', s: [[125, 'g', 14]] }),
        v('Pineapple', 'أناناس', { o: 'PH', s: [[1, 'piece', 13]] }),
        v('Cantaloupe', 'شمام', { o: 'SA', s: [[1, 'piece', 9]] }),
        v('Plums', 'برقوق', { o: 'ZA', s: [[1, 'kg', 15]] }),
        v('Apricots', 'مشمش', { o: 'TR', s: [[1, 'kg', 16]] }),
        v('Cherries', 'كرز', { o: 'TR', s: [[500, 'g', 28]] }),
        v('Coconut', 'جوز الهند', { o: 'IN', s: [[1, 'piece', 8]] }),
        v('Dragon Fruit', 'فاكهة التنين', { o: 'VN', s: [[1, 'piece', 12]] }),
        v('Guava', 'جوافة', { o: 'EG', s: [[1, 'kg', 10]] }),
        v('Nectarines', 'نكتارين', { o: 'ES', s: [[1, 'kg', 15]] }),
        v('Persimmons', 'كاكا', { o: 'ES', s: [[1, 'kg', 14]] }),
        v('Passion Fruit', 'باشن فروت', { o: 'KE', s: [[250, 'g', 12]] }),
        v('Lychees', 'ليتشي', { o: 'CN', s: [[500, 'g', 18]] }),
        v('Grapefruit', 'جريب فروت', { o: 'ZA', s: [[1, 'kg', 9]] }),
        v('Bananas Family Bag', 'موز كيس عائلي', { o: 'PH', s: [[2, 'kg', 12]] }),
      ],
    }),
  ],
  'fresh-vegetables': [
    L('vegetables', '{v}', '{v}', PRODUCE, [], {
      noBrand: true, unit: 'pcs',
      v: [
        v('Tomatoes', 'طماطم', { o: 'SA', s: [[1, 'kg', 5]] }),
        v('Cucumbers', 'خيار', { o: 'SA', s: [[1, 'kg', 6]] }),
        v('Carrots', 'جزر', { o: 'SA', s: [[1, 'kg', 5]] }),
        v('Red Bell Peppers', 'فلفل رومي أحمر', { o: 'NL', s: [[500, 'g', 9]] }),
        v('Green Bell Peppers', 'فلفل رومي أخضر', { o: 'SA', s: [[500, 'g', 6]] }),
        v('Yellow Bell Peppers', 'فلفل رومي أصفر', { o: 'NL', s: [[500, 'g', 9]] }),
        v('Eggplant', 'باذنجان', { o: 'SA', s: [[1, 'kg', 6]] }),
        v('Zucchini', 'كوسة', { o: 'SA', s: [[1, 'kg', 7]] }),
        v('Cauliflower', 'قرنبيط', { o: 'SA', s: [[1, 'piece', 8]] }),
        v('Cabbage', 'ملفوف', { o: 'SA', s: [[1, 'piece', 6]] }),
        v('Broccoli', 'بروكلي', { o: 'ES', s: [[500, 'g', 10]] }),
        v('Okra', 'بامية', { o: 'SA', s: [[500, 'g', 12]] }),
        v('Green Chillies', 'فلفل أخضر حار', { o: 'SA', s: [[250, 'g', 4]] }),
        v('Lemons', 'ليمون', { o: 'ZA', s: [[500, 'g', 5]] }),
        v('Local Limes', 'ليمون بلدي', { o: 'SA', s: [[500, 'g', 6]] }),
        v('Mushrooms', 'فطر', { o: 'NL', s: [[250, 'g', 8]] }),
        v('Sweet Corn Cobs', 'كيزان ذرة حلوة', { o: 'SA', s: [[2, 'piece', 6]] }),
        v('Beetroot', 'شمندر', { o: 'SA', s: [[1, 'kg', 6]] }),
        v('Green Beans', 'فاصوليا خضراء', { o: 'KE', s: [[500, 'g', 8]] }),
        v('Cherry Tomatoes', 'طماطم كرزية', { o: 'SA', s: [[250, 'g', 7]] }),
        v('Ginger', 'زنجبيل', { o: 'CN', s: [[250, 'g', 5]] }),
        v('Radish', 'فجل', { o: 'SA', s: [[500, 'g', 4]] }),
        v('Pumpkin', 'قرع', { o: 'SA', s: [[1, 'kg', 6]] }),
        v('Celery', 'كرفس', { o: 'NL', s: [[1, 'piece', 7]] }),
        v('Red Cabbage', 'ملفوف أحمر', { o: 'SA', s: [[1, 'piece', 7]] }),
        v('Turnips', 'لفت', { o: 'SA', s: [[1, 'kg', 5]] }),
        v('Colocasia', 'قلقاس', { o: 'EG', s: [[1, 'kg', 9]] }),
      ],
    }),
  ],
  'leafy-greens-herbs': [
    L('vegetables', '{v}', '{v}', PRODUCE, [[1, 'piece', 1]], {
      noBrand: true, unit: 'bunch',
      v: [
        v('Parsley', 'بقدونس', { p: 1.5 }), v('Coriander', 'كزبرة', { p: 1.5 }), v('Mint', 'نعناع', { p: 2 }),
        v('Dill', 'شبت', { p: 2 }), v('Spinach', 'سبانخ', { p: 2.5 }), v('Arugula', 'جرجير', { p: 2 }),
        v('Spring Onions', 'بصل أخضر', { p: 2 }), v('Basil', 'ريحان', { p: 3 }), v('Leeks', 'كراث', { p: 3 }),
        v('Swiss Chard', 'سلق', { p: 2.5 }),
      ],
      about: ['Picked fresh and bundled by hand.', 'مقطوفة طازجة ومربوطة يدوياً.'],
    }),
    L('vegetables', '{v}', '{v}', PRODUCE, [[1, 'piece', 1]], {
      noBrand: true, unit: 'pcs', v: [v('Iceberg Lettuce', 'خس آيسبيرغ', { p: 5 }), v('Romaine Lettuce', 'خس روماني', { p: 4 })],
    }),
    L('vegetables', '{v}', '{v}', PRODUCE, [], {
      noBrand: true,
      v: [
        v('Molokhia Leaves', 'ورق ملوخية', { s: [[500, 'g', 8]] }),
        v('Baby Spinach', 'سبانخ صغيرة', { s: [[150, 'g', 8]] }),
        v('Mixed Salad Leaves', 'أوراق سلطة مشكلة', { s: [[150, 'g', 10]] }),
        v('Kale', 'كرنب أجعد', { s: [[150, 'g', 9]], o: 'NL' }),
        v('Fresh Vine Leaves', 'ورق عنب طازج', { s: [[250, 'g', 9]] }),
      ],
    }),
  ],
  'potatoes-onions-garlic': [
    L('vegetables', '{v}', '{v}', PRODUCE, [], {
      noBrand: true,
      v: [
        v('Potatoes', 'بطاطس', { o: 'SA', s: [[1, 'kg', 4], [5, 'kg', 17]] }),
        v('Baby Potatoes', 'بطاطس صغيرة', { o: 'SA', s: [[1, 'kg', 8]] }),
        v('Sweet Potatoes', 'بطاطا حلوة', { o: 'EG', s: [[1, 'kg', 9]] }),
        v('Red Onions', 'بصل أحمر', { o: 'SA', s: [[1, 'kg', 4], [5, 'kg', 16]] }),
        v('White Onions', 'بصل أبيض', { o: 'SA', s: [[1, 'kg', 5]] }),
        v('Garlic', 'ثوم', { o: 'CN', s: [[250, 'g', 5], [1, 'kg', 16]] }),
        v('Peeled Garlic', 'ثوم مقشر', { o: 'CN', s: [[200, 'g', 8]] }),
        v('Shallots', 'بصل شالوت', { o: 'NL', s: [[250, 'g', 7]] }),
      ],
    }),
  ],
  'organic-produce': [
    L('vegetables', 'Organic {v}', '{v}', PRODUCE, [], {
      noBrand: true, unit: 'pcs', tags: ['organic'],
      v: [
        v('Bananas', 'موز عضوي', { ty: 'fruits', o: 'EC', s: [[1, 'kg', 12]] }),
        v('Tomatoes', 'طماطم عضوية', { o: 'SA', s: [[500, 'g', 9]] }),
        v('Cucumbers', 'خيار عضوي', { o: 'SA', s: [[500, 'g', 8]] }),
        v('Carrots', 'جزر عضوي', { o: 'SA', s: [[500, 'g', 7]] }),
        v('Red Apples', 'تفاح أحمر عضوي', { ty: 'fruits', o: 'US', s: [[1, 'kg', 18]] }),
        v('Baby Spinach', 'سبانخ صغيرة عضوية', { o: 'SA', s: [[200, 'g', 9]] }),
        v('Lemons', 'ليمون عضوي', { ty: 'fruits', o: 'SA', s: [[500, 'g', 9]] }),
        v('Avocados', 'أفوكادو عضوي', { ty: 'fruits', o: 'KE', s: [[2, 'piece', 15]] }),
        v('Sweet Potatoes', 'بطاطا حلوة عضوية', { o: 'EG', s: [[1, 'kg', 14]] }),
        v('Zucchini', 'كوسة عضوية', { o: 'SA', s: [[500, 'g', 8]] }),
        v('Potatoes', 'بطاطس عضوية', { o: 'SA', s: [[2, 'kg', 16]] }),
        v('Mixed Salad Leaves', 'أوراق سلطة مشكلة عضوية', { o: 'SA', s: [[150, 'g', 12]] }),
      ],
      about: ['Grown without synthetic pesticides on certified organic farms.', 'مزروعة دون مبيدات صناعية في مزارع عضوية معتمدة.'],
    }),
  ],
};
