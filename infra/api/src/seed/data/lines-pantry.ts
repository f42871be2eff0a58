// Product lines: canned and jarred food, rice, pasta and grains, cooking essentials, breakfast.
import { fl, L, v, va, type Lines, type SizeDef } from './line-model.js';

const CANNERS = ['al-alali', 'goody'];
const CAN_400: SizeDef[] = [[400, 'g', 4]];

export const PANTRY_LINES: Lines = {
  'canned-beans': [
    L('canned-beans', 'Foul Medames {v}', 'فول مدمس {b} {v}', ['california-garden', 'luna', 'americana', 'al-alali'], [[400, 'g', 3.5]], {
      v: [
        v('Plain', 'سادة', { s: [[400, 'g', 3.5], [400, 'g', 13, 4]] }),
        fl('Saudi Recipe', 'بالخلطة السعودية', 'خلطة سعودية'),
        fl('Lebanese Recipe', 'بالخلطة اللبنانية', 'خلطة لبنانية'),
        fl('with Chilli', 'بالشطة', 'شطة'),
      ],
      about: ['The breakfast classic: warm, mash and finish with olive oil and cumin.', 'طبق الفطور الأشهر: يسخن ويهرس ويقدم مع زيت الزيتون والكمون.'],
    }),
    L('canned-beans', 'Chickpeas', 'حمص حب {b}', ['california-garden', 'luna', 'al-alali'], [[400, 'g', 3.75]]),
    L('canned-beans', 'Baked Beans in Tomato Sauce', 'فاصوليا مطبوخة بصلصة الطماطم {b}', ['heinz', 'california-garden', 'americana'], [[415, 'g', 4.5]]),
    L('canned-beans', 'Red Kidney Beans', 'فاصوليا حمراء {b}', ['california-garden', 'luna'], CAN_400),
    L('canned-beans', 'Hummus Tahina', 'حمص بالطحينة {b} معلب', ['california-garden', 'al-alali'], [[400, 'g', 4.5]]),
  ],
  'canned-tuna-fish': [
    L('tuna', 'Tuna {v}', 'تونة {b} {v}', ['goody', 'al-alali', 'california-garden'], [[185, 'g', 7], [185, 'g', 26, 4]], {
      v: [
        v('Light Meat in Sunflower Oil', 'قطع خفيفة بزيت دوار الشمس'),
        v('Solid White Meat in Olive Oil', 'قطعة بيضاء كاملة بزيت الزيتون', { p: 1.5 }),
        v('in Water', 'بالماء', { t: ['low-fat'] }),
        fl('with Chilli', 'بالشطة', 'شطة'),
      ],
      about: ['Skipjack tuna from the Indian Ocean, dolphin-safe.', 'تونة من المحيط الهندي تصطاد بطرق آمنة للدلافين.'],
    }),
    L('tuna', 'Sardines {v}', 'سردين {b} {v}', CANNERS, [[125, 'g', 4]], {
      v: [fl('in Tomato Sauce', 'بصلصة الطماطم', 'صلصة طماطم'), fl('in Oil', 'بالزيت', 'زيت')],
    }),
    L('tuna', 'Pink Salmon', 'سلمون وردي {b}', ['goody'], [[418, 'g', 16]]),
  ],
  'canned-vegetables': [
    L('canned-food', 'Sweet Corn', 'ذرة حلوة {b}', CANNERS, [[340, 'g', 5]]),
    L('canned-food', 'Green Peas', 'بازلاء خضراء {b}', CANNERS, CAN_400),
    L('canned-food', 'Mushroom Pieces & Stems', 'فطر مقطع {b}', [...CANNERS, 'california-garden'], [[400, 'g', 5.5]]),
    L('canned-food', 'Mixed Vegetables', 'خضار مشكلة {b}', CANNERS, [[400, 'g', 4.5]]),
    L('canned-food', 'Peeled Tomatoes', 'طماطم مقشرة {b}', CANNERS, CAN_400),
    L('canned-food', 'Green Beans', 'فاصوليا خضراء {b}', ['al-alali'], [[400, 'g', 4.5]]),
    L('canned-food', 'Stuffed Vine Leaves', 'ورق عنب محشي {b}', ['california-garden', 'al-wadi-al-akhdar'], [[400, 'g', 9]],
      { about: ['Rice-stuffed vine leaves in a lemony sauce, ready to serve cold.', 'ورق عنب محشي بالأرز في صلصة الليمون، يقدم بارداً.'] }),
    L('canned-food', 'Artichoke Hearts', 'قلوب خرشوف {b}', ['goody'], [[400, 'g', 9]]),
  ],
  'tomato-paste': [
    L('tomato-paste', 'Tomato Paste', 'معجون طماطم {b}', ['al-alali', 'luna', 'goody'],
      [[70, 'g', 9, 8], [135, 'g', 2], [400, 'g', 4.5], [800, 'g', 8]],
      { about: ['Double concentrated for rich kabsa and stews.', 'مركز مضاعف لكبسة ومرق غني بالنكهة.'] }),
    L('tomato-paste', 'Tomato Puree', 'هريس طماطم {b}', CANNERS, [[500, 'g', 4]]),
  ],
  'jams-honey': [
    L('jam', 'Jam', 'مربى {v} {b}', ['freshly', 'al-alali'], [[400, 'g', 8]], {
      v: [
        fl('Strawberry', 'فراولة', 'فراولة'), fl('Apricot', 'مشمش', 'مشمش'), fl('Fig', 'تين', 'تين'),
        fl('Orange', 'برتقال', 'برتقال'), fl('Mixed Fruit', 'فواكه مشكلة', 'فواكه مشكلة'), fl('Cherry', 'كرز', 'كرز'),
      ],
    }),
    L('honey', 'Honey', 'عسل {v} {b}', ['al-shifa'], [[250, 'g', 15], [500, 'g', 28]], {
      v: [
        v('Natural', 'طبيعي'), v('Black Forest', 'الغابة السوداء'),
        va('variety', 'Sidr', 'سدر', { p: 4 }), va('variety', 'Samar', 'سمر', { p: 2.8 }), va('variety', 'Acacia', 'أكاسيا', { p: 1.3 }),
      ],
      about: ['Pure honey, tested for authenticity and never diluted.', 'عسل نقي مفحوص للتأكد من أصالته وغير مخلوط.'],
    }),
    L('honey', 'Natural Honey Squeeze Bottle', 'عسل طبيعي {b} بعبوة ضغط', ['al-shifa'], [[400, 'g', 26]]),
  ],
  'pickles-olives': [
    L('pickles', 'Pickled Cucumbers', 'خيار مخلل {b}', ['al-alali', 'freshly', 'california-garden'], [[650, 'g', 7]]),
    L('pickles', 'Mixed Pickles', 'مخلل مشكل {b}', ['al-alali', 'freshly'], [[650, 'g', 7]]),
    L('pickles', 'Green Olives {v}', 'زيتون أخضر {b} {v}', [...CANNERS, 'california-garden'], [[450, 'g', 9]], {
      v: [va('type', 'Whole', 'حب كامل'), va('type', 'Sliced', 'شرائح'), va('type', 'Stuffed with Pimento', 'محشي بالفلفل الأحمر', { p: 1.2 })],
    }),
    L('pickles', 'Black Olives {v}', 'زيتون أسود {b} {v}', CANNERS, [[450, 'g', 10]], {
      v: [va('type', 'Whole', 'حب كامل'), va('type', 'Sliced', 'شرائح')],
    }),
    L('pickles', 'Pickled Turnips', 'لفت مخلل {b}', ['al-alali'], [[650, 'g', 7]]),
    L('pickles', 'Sliced Jalapeno Peppers', 'فلفل هالابينو مخلل {b}', ['al-alali', 'american-garden'], [[340, 'g', 8]]),
    L('pickles', 'Pickled Chillies', 'فلفل حار مخلل {b}', ['al-alali', 'freshly'], [[650, 'g', 7]]),
  ],
  'canned-meat': [
    L('canned-food', 'Beef Luncheon Meat', 'لانشون لحم بقري {b}', ['americana', 'al-kabeer', 'goody'], [[200, 'g', 6]]),
    L('canned-food', 'Chicken Luncheon Meat', 'لانشون دجاج {b} معلب', ['americana', 'goody', 'al-kabeer'], [[200, 'g', 5.5]]),
    L('canned-food', 'Corned Beef', 'لحم بقري مملح {b}', ['americana', 'goody'], [[340, 'g', 13]]),
    L('canned-food', 'Chicken Vienna Sausages', 'نقانق فيينا دجاج {b}', ['goody', 'americana'], [[130, 'g', 4]]),
    L('canned-food', 'Chicken Chunks in Water', 'قطع دجاج {b} بالماء', ['goody'], [[170, 'g', 8]]),
  ],
  'canned-fruits': [
    L('canned-food', 'Pineapple Slices', 'شرائح أناناس {b}', CANNERS, [[565, 'g', 6]]),
    L('canned-food', 'Fruit Cocktail', 'كوكتيل فواكه {b}', CANNERS, [[820, 'g', 10]]),
    L('canned-food', 'Peach Halves', 'أنصاف خوخ {b}', CANNERS, [[820, 'g', 10]]),
    L('canned-food', 'Mandarin Segments', 'فصوص يوسفي {b}', ['goody'], [[312, 'g', 6]]),
  ],
  rice: [
    L('rice', 'Basmati Rice', 'أرز {b} بسمتي', ['abu-kass', 'al-walimah', 'mahmood'], [[2, 'kg', 20], [5, 'kg', 45], [10, 'kg', 85]], {
      at: [['variety', 'Basmati', 'بسمتي']],
      about: ['Extra long grains that stay separate, the choice for kabsa and mandi.', 'حبات طويلة جداً لا تلتصق، الخيار الأمثل للكبسة والمندي.'],
    }),
    L('rice', 'Sella Basmati Rice', 'أرز {b} بسمتي سيلا', ['abu-kass', 'al-walimah'], [[5, 'kg', 48], [10, 'kg', 90]], {
      at: [['variety', 'Sella Basmati', 'بسمتي سيلا']],
    }),
    L('rice', 'Egyptian Rice', 'أرز مصري {b}', CANNERS, [[2, 'kg', 14], [5, 'kg', 32]], { at: [['variety', 'Short Grain', 'حبة قصيرة']] }),
    L('rice', 'Jasmine Rice', 'أرز ياسمين {b}', ['al-walimah', 'abu-kass'], [[2, 'kg', 22], [5, 'kg', 50]], { at: [['variety', 'Jasmine', 'ياسمين']] }),
    L('rice', 'Brown Basmati Rice', 'أرز بسمتي بني {b}', ['abu-kass'], [[2, 'kg', 26]], { tags: ['high-fibre'] }),
  ],
  pasta: [
    L('pasta', '{b} {v}', 'معكرونة {b} {v}', CANNERS, [[450, 'g', 3.5]], {
      v: [
        va('type', 'Spaghetti', 'سباغيتي'), va('type', 'Penne', 'بيني'), va('type', 'Fusilli', 'فوسيلي'), va('type', 'Elbows', 'كوع'),
        va('type', 'Vermicelli', 'شعيرية'), va('type', 'Lasagne', 'لازانيا', { p: 1.4 }), va('type', 'Linguine', 'لينغويني'),
        va('type', 'Farfalle', 'فارفالي'),
      ],
    }),
    L('pasta', '{b} {v}', 'معكرونة {b} {v}', ['barilla'], [[500, 'g', 3.6]], {
      v: [
        va('type', 'Spaghetti', 'سباغيتي'), va('type', 'Penne', 'بيني'), va('type', 'Fusilli', 'فوسيلي'),
        va('type', 'Farfalle', 'فارفالي'), va('type', 'Linguine', 'لينغويني'), va('type', 'Lasagne', 'لازانيا', { p: 1.4 }),
      ],
      about: ['Bronze-cut durum wheat pasta made in Italy.', 'معكرونة من القمح القاسي مصنوعة في إيطاليا.'],
    }),
  ],
  'instant-noodles': [
    L('noodles', 'Instant Noodles {v}', 'نودلز {b} {v}', ['indomie', 'maggi'], [[75, 'g', 1], [75, 'g', 4.5, 5]], {
      v: [
        fl('Chicken', 'بنكهة الدجاج', 'دجاج'), fl('Vegetable', 'بنكهة الخضار', 'خضار'), fl('Curry', 'بنكهة الكاري', 'كاري'),
        fl('Spicy Chicken', 'بنكهة الدجاج الحار', 'دجاج حار'), fl('Mi Goreng', 'مي غورينغ', 'مي غورينغ'),
      ],
      about: ['Ready in three minutes: a student and late-night staple.', 'جاهزة خلال ثلاث دقائق، رفيقة الطلاب والسهرات.'],
    }),
    L('noodles', 'Cup Noodles {v}', 'نودلز كوب {b} {v}', ['indomie', 'maggi'], [[60, 'g', 3.5]], {
      v: [fl('Chicken', 'بنكهة الدجاج', 'دجاج'), fl('Seafood', 'بنكهة المأكولات البحرية', 'مأكولات بحرية')],
    }),
  ],
  'flour-baking': [
    L('flour', '{v} Flour', 'دقيق {v} {b}', ['sunbulah', 'modern-mills'], [[1, 'kg', 4.5], [2, 'kg', 8.5], [10, 'kg', 32]], {
      v: [va('type', 'All Purpose', 'متعدد الاستخدامات'), va('type', 'Patent', 'فاخر'), va('type', 'Whole Wheat', 'بر', { p: 1.2 })],
    }),
    L('flour', 'Fine Semolina', 'سميد ناعم {b}', ['sunbulah', 'modern-mills'], [[1, 'kg', 6]]),
    L('flour', 'Instant Yeast', 'خميرة فورية {b}', ['foster-clarks', 'sunbulah'], [[125, 'g', 6]]),
    L('flour', 'Baking Powder', 'بيكنج باودر {b}', ['foster-clarks'], [[100, 'g', 4]]),
    L('flour', '{v} Cake Mix', 'خليط كيك {b} {v}', ['foster-clarks', 'goody'], [[500, 'g', 13]], {
      v: [fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة')],
    }),
    L('flour', 'Custard Powder', 'مسحوق كاسترد {b}', ['foster-clarks'], [[300, 'g', 9]]),
    L('flour', 'Corn Starch', 'نشا ذرة {b}', ['foster-clarks', 'al-alali'], [[400, 'g', 5]], { tags: ['gluten-free'] }),
  ],
  'lentils-legumes': [
    L('legumes', '{b} {v}', '{v} {b}', ['al-alali', 'bayara'], [[1, 'kg', 9]], {
      v: [
        v('Red Split Lentils', 'عدس أحمر مجروش'), v('Brown Lentils', 'عدس بني'), v('Yellow Lentils', 'عدس أصفر'),
        v('Dried Chickpeas', 'حمص حب مجفف', { p: 1.1 }), v('Dried White Beans', 'فاصوليا بيضاء جافة', { p: 1.2 }),
        v('Dried Fava Beans', 'فول مجفف'),
      ],
      tags: ['high-fibre'],
    }),
  ],
  'bulgur-grains': [
    L('legumes', '{b} {v}', '{v} {b}', ['bayara', 'sunbulah'], [[500, 'g', 6]], {
      v: [
        v('Fine Bulgur', 'برغل ناعم'), v('Coarse Bulgur', 'برغل خشن'), v('Freekeh', 'فريكة', { p: 1.6 }),
        v('Quinoa', 'كينوا', { p: 2.6, t: ['gluten-free'] }), v('Pearl Barley', 'شعير مقشور'),
        v('Jareesh', 'جريش', { p: 1.1 }), v('Couscous', 'كسكس', { p: 1.2 }),
      ],
    }),
  ],
  'cooking-oil': [
    L('oil', 'Sunflower Oil', 'زيت دوار الشمس {b}', ['afia', 'noor'], [[750, 'ml', 8], [1.5, 'l', 14], [2.9, 'l', 26]]),
    L('oil', 'Corn Oil', 'زيت ذرة {b}', ['afia', 'noor'], [[750, 'ml', 8.5], [1.5, 'l', 15], [2.9, 'l', 28]],
      { about: ['Light in taste and suited to deep frying.', 'خفيف الطعم ومناسب للقلي العميق.'] }),
    L('oil', 'Canola Oil', 'زيت كانولا {b}', ['afia'], [[1.5, 'l', 15]]),
    L('oil', 'Vegetable Oil', 'زيت نباتي {b}', ['noor', 'al-alali'], [[1.8, 'l', 15]]),
    L('oil', 'Olive Oil {v}', 'زيت زيتون {b} {v}', ['al-jouf', 'borges', 'afia'], [[500, 'ml', 24], [1, 'l', 42]], {
      v: [va('type', 'Extra Virgin', 'بكر ممتاز'), va('type', 'Pure', 'نقي', { p: 0.85 })],
    }),
  ],
  ghee: [
    L('ghee', 'Vegetable Ghee', 'سمن نباتي {b}', ['aseel', 'noor'], [[1, 'kg', 16], [2, 'kg', 30]]),
    L('ghee', 'Pure Butter Ghee', 'سمن بقري {b}', ['almarai', 'nadec'], [[400, 'g', 20], [800, 'g', 38]],
      { about: ['Slowly clarified from fresh cream butter for a rich aroma.', 'مصفى ببطء من زبدة القشطة الطازجة لرائحة غنية.'] }),
  ],
  spices: [
    L('spices', '{b} {v}', '{v} {b}', ['baja', 'bayara'], [], {
      v: [
        v('Black Pepper Powder', 'فلفل أسود مطحون', { s: [[100, 'g', 5], [200, 'g', 9]] }),
        v('Cumin Powder', 'كمون مطحون', { s: [[100, 'g', 5], [200, 'g', 9]] }),
        v('Turmeric Powder', 'كركم مطحون', { s: [[100, 'g', 4], [200, 'g', 7]] }),
        v('Whole Cardamom', 'هيل حب', { s: [[100, 'g', 14]] }),
        v('Kabsa Spice Mix', 'بهارات كبسة', { s: [[100, 'g', 5], [200, 'g', 9]] }),
        v('Mandi Spice Mix', 'بهارات مندي', { s: [[100, 'g', 6], [200, 'g', 11]] }),
        v('Mixed Spices', 'بهارات مشكلة', { s: [[100, 'g', 5]] }),
        v('Paprika', 'بابريكا', { s: [[100, 'g', 5]] }),
        v('Cinnamon Sticks', 'قرفة أعواد', { s: [[50, 'g', 5]] }),
        v('Saffron', 'زعفران', { s: [[1, 'g', 15]], o: 'ES' }),
        v('Whole Cloves', 'قرنفل حب', { s: [[50, 'g', 6]] }),
        v('Dried Black Lime', 'لومي أسود', { s: [[100, 'g', 6]] }),
        v('Chilli Powder', 'شطة مطحونة', { s: [[100, 'g', 4], [200, 'g', 7]] }),
        v('Ginger Powder', 'زنجبيل مطحون', { s: [[100, 'g', 5]] }),
        v('Bay Leaves', 'ورق غار', { s: [[25, 'g', 4]] }),
      ],
    }),
  ],
  'sauces-condiments': [
    L('sauce', 'Tomato Ketchup', 'كاتشب {b}', ['heinz', 'american-garden', 'freshly'], [[340, 'g', 6.5], [910, 'g', 13]]),
    L('sauce', 'Mayonnaise {v}', 'مايونيز {b} {v}', ['american-garden', 'heinz', 'freshly'], [[473, 'ml', 9], [946, 'ml', 15]], {
      v: [v('Original', 'الأصلي'), v('Light', 'لايت', { t: ['low-fat'] })],
    }),
    L('sauce', 'Hot Sauce', 'صلصة حارة {b}', ['american-garden', 'freshly'], [[88, 'ml', 5]]),
    L('sauce', 'Soy Sauce', 'صلصة الصويا {b}', ['american-garden'], [[150, 'ml', 5]]),
    L('sauce', 'Pasta Sauce {v}', 'صلصة معكرونة {b} {v}', ['barilla', 'american-garden'], [[400, 'g', 5.5]], {
      v: [fl('Basil', 'بالريحان', 'ريحان'), fl('Arrabbiata', 'أرابياتا الحارة', 'أرابياتا')],
    }),
    L('sauce', '{v} Vinegar', 'خل {v} {b}', ['american-garden', 'freshly'], [[473, 'ml', 4]], {
      v: [va('type', 'White', 'أبيض'), va('type', 'Apple Cider', 'التفاح', { p: 1.5 })],
    }),
    L('sauce', 'BBQ Sauce', 'صلصة باربكيو {b}', ['american-garden', 'heinz'], [[510, 'g', 9]]),
    L('sauce', 'Yellow Mustard', 'خردل أصفر {b}', ['american-garden', 'heinz'], [[226, 'g', 5]]),
  ],
  'sugar-salt': [
    L('sugar-salt', 'White Sugar', 'سكر أبيض {b}', ['al-osra'], [[1, 'kg', 4.5], [2, 'kg', 8.5], [5, 'kg', 20], [10, 'kg', 38]]),
    L('sugar-salt', 'Brown Sugar', 'سكر بني {b}', ['al-osra'], [[500, 'g', 6]]),
    L('sugar-salt', 'Sugar Cubes', 'مكعبات سكر {b}', ['al-osra'], [[500, 'g', 7]]),
    L('sugar-salt', 'Icing Sugar', 'سكر بودرة {b}', ['al-osra', 'foster-clarks'], [[500, 'g', 6]]),
    L('sugar-salt', '{v} Salt', 'ملح {v} {b}', ['al-osra'], [[700, 'g', 2.5]], {
      v: [va('type', 'Iodized Table', 'طعام مدعم باليود'), va('type', 'Fine Sea', 'بحري ناعم')],
    }),
    L('sugar-salt', 'Himalayan Pink Salt', 'ملح الهيمالايا الوردي {b}', ['bayara'], [[500, 'g', 9]], { o: 'PK' }),
  ],
  'stock-soups': [
    L('stock', 'Stock Cubes {v}', 'مرق {b} {v}', ['maggi', 'knorr'], [[24, 'piece', 9]], {
      unit: 'cubes',
      v: [fl('Chicken', 'بنكهة الدجاج', 'دجاج'), fl('Beef', 'بنكهة اللحم', 'لحم'), fl('Vegetable', 'بنكهة الخضار', 'خضار')],
    }),
    L('stock', 'Chicken Stock Powder', 'مرق دجاج بودرة {b}', ['maggi', 'knorr'], [[400, 'g', 14]]),
    L('stock', '{v} Soup', 'شوربة {v} {b}', ['maggi', 'knorr'], [[68, 'g', 3]], {
      v: [
        fl('Cream of Mushroom', 'كريمة الفطر', 'فطر'), fl('Chicken Noodle', 'دجاج بالشعيرية', 'دجاج'),
        fl('Lentil', 'عدس', 'عدس'), fl('Cream of Chicken', 'كريمة الدجاج', 'دجاج'), fl('Oats', 'شوفان', 'شوفان'),
      ],
      about: ['Just add water and simmer for a quick Ramadan soup.', 'أضف الماء واتركها تغلي لشوربة رمضانية سريعة.'],
    }),
  ],
  cereals: [
    L('cereal', '{b} {v}', '{v} {b}', ['kelloggs'], [[375, 'g', 16], [750, 'g', 28]], {
      v: [
        v('Corn Flakes', 'كورن فليكس'), v('Frosties', 'فروستيز', { p: 1.1 }), v('Coco Pops', 'كوكو بوبس', { p: 1.2 }),
        v('Special K', 'سبيشل كيه', { p: 1.3 }), v('Crunchy Nut', 'كرنشي نت', { p: 1.3 }),
      ],
    }),
    L('cereal', '{b} {v} Cereal', 'حبوب إفطار {v} {b}', ['nestle'], [[375, 'g', 17]], {
      v: [v('Fitness', 'فيتنس'), v('Nesquik', 'نسكويك'), v('Cheerios Honey', 'تشيريوز بالعسل'), v('Lion', 'ليون')],
    }),
    L('cereal', '{v} Granola', 'جرانولا {b} {v}', ['quaker', 'kelloggs'], [[500, 'g', 22]], {
      v: [fl('Honey Almond', 'بالعسل واللوز', 'عسل ولوز'), fl('Berry', 'بالتوت', 'توت')],
    }),
  ],
  oats: [
    L('cereal', '{v} Oats', 'شوفان {b} {v}', ['quaker', 'sunbulah'], [[500, 'g', 12], [1, 'kg', 21]], {
      v: [va('type', 'Quick Cooking', 'سريع التحضير'), va('type', 'Whole Rolled', 'حبة كاملة')],
      tags: ['high-fibre'],
      about: ['Whole grain oats for porridge, overnight oats and Ramadan soup.', 'شوفان حبة كاملة للعصيدة والشوفان المنقوع وشوربة رمضان.'],
    }),
    L('cereal', 'Instant Oats {v}', 'شوفان فوري {b} {v}', ['quaker'], [[8, 'piece', 14]], {
      unit: 'sachets', v: [fl('Apple & Cinnamon', 'بالتفاح والقرفة', 'تفاح وقرفة'), fl('Honey', 'بالعسل', 'عسل')],
    }),
  ],
  'sweet-spreads': [
    L('spread', 'Hazelnut Cocoa Spread', 'كريمة البندق بالكاكاو {b}', ['nutella'], [[350, 'g', 18], [750, 'g', 34]]),
    L('spread', 'Peanut Butter {v}', 'زبدة فول سوداني {b} {v}', ['american-garden', 'goody'], [[340, 'g', 12]], {
      v: [va('type', 'Creamy', 'ناعمة'), va('type', 'Crunchy', 'مقرمشة')],
    }),
    L('spread', 'Spread', 'كريمة {b}', ['lotus'], [[400, 'g', 18]]),
    L('spread', 'Date Syrup', 'دبس تمر {b}', ['qassim-farms', 'al-bustan'], [[400, 'g', 9]],
      { about: ['Pure date molasses, lovely with tahini on warm bread.', 'دبس تمر خالص، لذيذ مع الطحينة على الخبز الساخن.'] }),
    L('spread', 'Chocolate Spread', 'شوكولاتة قابلة للدهن {b}', ['goody'], [[400, 'g', 11]]),
  ],
  'halawa-tahini': [
    L('spread', 'Halawa {v}', 'حلاوة طحينية {b} {v}', ['halwani', 'al-wadi-al-akhdar'], [[450, 'g', 11]], {
      v: [v('Plain', 'سادة'), fl('with Pistachio', 'بالفستق', 'فستق'), fl('with Chocolate', 'بالشوكولاتة', 'شوكولاتة')],
    }),
    L('spread', 'Tahini', 'طحينة {b}', ['halwani', 'al-wadi-al-akhdar', 'al-alali'], [[450, 'g', 13]],
      { about: ['Made from hulled sesame, stone-ground for a smooth pour.', 'من السمسم المقشور المطحون بالحجر لقوام ناعم.'] }),
  ],
  'cereal-bars': [
    L('cereal', 'Cereal Bars {v}', 'ألواح حبوب {b} {v}', ['quaker', 'kelloggs'], [[6, 'piece', 14]], {
      unit: 'bars', v: [fl('Oats & Honey', 'بالشوفان والعسل', 'شوفان وعسل'), fl('Chocolate Chip', 'برقائق الشوكولاتة', 'رقائق شوكولاتة')],
    }),
    L('cereal', 'Date Bars', 'ألواح تمر {b}', ['qassim-farms'], [[6, 'piece', 18]], { unit: 'bars' }),
  ],
};
