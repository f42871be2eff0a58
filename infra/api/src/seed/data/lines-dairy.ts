// Product lines: dairy, eggs and chilled desserts.
import { fat, fl, L, v, va, type Lines } from './line-model.js';

const DAIRIES = ['almarai', 'nadec', 'al-safi'];
const FAT = [fat('Full Fat', 'كامل الدسم'), fat('Low Fat', 'قليل الدسم', { t: ['low-fat'] })];

export const DAIRY_LINES: Lines = {
  milk: [
    L('milk', 'Fresh Milk', 'حليب {b} طازج', [...DAIRIES, 'nada'], [[200, 'ml', 1.5], [1, 'l', 6.5], [2, 'l', 11.5], [2.85, 'l', 15]], {
      v: [...FAT, fat('Skimmed', 'خالي الدسم', { t: ['low-fat'] })],
      about: ['Pasteurised cow\'s milk from Saudi farms, bottled and delivered every day.', 'حليب أبقار مبستر من مزارع سعودية، يعبأ ويوزع يومياً.'],
    }),
    L('milk', 'Flavoured Milk', 'حليب {b} {v}', DAIRIES, [[200, 'ml', 1.75], [1, 'l', 7.5]], {
      v: [fl('Strawberry', 'بنكهة الفراولة', 'فراولة'), fl('Chocolate', 'بنكهة الشوكولاتة', 'شوكولاتة'), fl('Banana', 'بنكهة الموز', 'موز')],
      about: ['A lunchbox favourite made with real milk.', 'المفضل في حقيبة المدرسة، محضر من حليب حقيقي.'],
    }),
    L('milk', 'Lactose Free Milk', 'حليب {b} خالي من اللاكتوز', ['almarai', 'nadec'], [[1, 'l', 9]], { tags: ['lactose-free'] }),
    L('milk', 'Organic Fresh Milk', 'حليب {b} طازج عضوي', ['nadec'], [[1, 'l', 11]], { tags: ['organic'] }),
  ],
  'long-life-milk': [
    L('milk', 'Long Life Milk', 'حليب {b} طويل الأجل', ['almarai', 'saudia', 'nadec'], [[1, 'l', 6], [1, 'l', 22, 4], [200, 'ml', 24, 18]], {
      v: FAT,
      about: ['UHT treated, so it keeps unopened in the cupboard for months.', 'معالج بالحرارة العالية فيحفظ خارج الثلاجة لأشهر قبل الفتح.'],
    }),
    L('milk', 'Evaporated Milk', 'حليب مبخر {b}', ['luna', 'saudia', 'rainbow'], [[170, 'g', 2.75], [170, 'g', 15, 6], [410, 'g', 5.5]],
      { about: ['Rich and creamy, the secret behind Arabic tea and desserts.', 'غني وكريمي، سر الشاي العربي والحلويات.'] }),
    L('milk', 'Full Cream Milk Powder', 'حليب بودرة {b} كامل الدسم', ['nido', 'almarai'], [[400, 'g', 17], [1.8, 'kg', 62], [2.25, 'kg', 78]]),
    L('milk', 'Sweetened Condensed Milk', 'حليب مكثف محلى {b}', ['nestle', 'luna'], [[397, 'g', 7]]),
  ],
  'laban-yoghurt': [
    L('laban', 'Laban', 'لبن {b}', [...DAIRIES, 'nada'], [[200, 'ml', 1.25], [1, 'l', 6.25], [2, 'l', 11]], {
      v: FAT, about: ['Cool cultured milk, perfect with kabsa or on its own.', 'لبن منعش مثالي مع الكبسة أو وحده.'],
    }),
    L('yoghurt', 'Yoghurt', 'زبادي {b}', DAIRIES, [[170, 'g', 1.5], [170, 'g', 5.5, 4], [1, 'kg', 9.5]], { v: FAT }),
    L('yoghurt', 'Greek Yoghurt {v}', 'زبادي يوناني {b} {v}', ['almarai', 'al-safi'], [[150, 'g', 4.5]], {
      v: [v('Plain', 'سادة'), fl('Honey', 'بالعسل', 'عسل'), fl('Strawberry', 'بالفراولة', 'فراولة')],
      tags: ['high-protein'],
    }),
  ],
  labneh: [
    L('labneh', 'Labneh', 'لبنة {b}', DAIRIES, [[180, 'g', 4.5], [400, 'g', 9.5]], {
      v: [fat('Full Fat', 'كاملة الدسم'), fat('Low Fat', 'قليلة الدسم', { t: ['low-fat'] })],
      about: ['Thick strained yoghurt for breakfast with olive oil and zaatar.', 'لبنة كثيفة للفطور مع زيت الزيتون والزعتر.'],
    }),
    L('labneh', 'Labneh Balls in Olive Oil', 'كرات لبنة {b} بزيت الزيتون', ['al-wadi-al-akhdar'], [[400, 'g', 17]]),
    L('labneh', 'Labneh with Garlic & Mint', 'لبنة {b} بالثوم والنعناع', ['almarai'], [[180, 'g', 5]]),
  ],
  cheese: [
    L('cheese', 'Cream Cheese Spread', 'جبنة كريمية قابلة للدهن {b}', ['puck', 'almarai', 'kiri'], [[240, 'g', 9], [500, 'g', 16], [910, 'g', 27]],
      { about: ['Smooth and creamy, spreads straight from the fridge.', 'ناعمة وكريمية تدهن مباشرة من الثلاجة.'] }),
    L('cheese', 'Cheese Squares', 'جبنة {b} مربعات', ['kiri'], [[8, 'piece', 6.5], [24, 'piece', 17]], { unit: 'pcs' }),
    L('cheese', 'Cheese Triangles', 'جبنة مثلثات {b}', ['laughing-cow'], [[8, 'piece', 5.5], [16, 'piece', 10]], { unit: 'pcs' }),
    L('cheese', 'Cheddar Cheese Slices', 'شرائح جبنة شيدر {b}', ['almarai', 'puck', 'president'], [[200, 'g', 9], [400, 'g', 16]]),
    L('cheese', 'Feta Cheese', 'جبنة فيتا {b}', ['president', 'almarai'], [[400, 'g', 13]]),
    L('cheese', 'Shredded Mozzarella', 'جبنة موزاريلا مبشورة {b}', ['almarai', 'president', 'puck'], [[200, 'g', 10]],
      { about: ['Melts evenly on pizza, manakish and pasta bakes.', 'تذوب بالتساوي على البيتزا والمناقيش والمعكرونة بالفرن.'] }),
    L('cheese', 'Halloumi Cheese', 'جبنة حلوم {b}', ['almarai', 'president'], [[250, 'g', 13]]),
    L('cheese', 'Akkawi Cheese', 'جبنة عكاوي {b}', ['almarai', 'nadec'], [[400, 'g', 15]]),
    L('cheese', 'Cheddar Cheese Block', 'جبنة شيدر {b} قالب', ['almarai', 'president'], [[454, 'g', 22]]),
    L('cheese', 'Grated Parmesan', 'جبنة بارميزان مبشورة {b}', ['president'], [[80, 'g', 14]]),
    L('cheese', 'White Cheese', 'جبنة بيضاء {b}', DAIRIES, [[500, 'g', 14]]),
  ],
  'butter-cream': [
    L('butter', 'Butter', 'زبدة {b}', ['lurpak', 'president', 'almarai'], [[200, 'g', 12], [400, 'g', 22]], {
      v: [va('type', 'Unsalted', 'غير مملحة'), va('type', 'Salted', 'مملحة')],
    }),
    L('cream', 'Thick Cream', 'قشطة {b}', ['puck', 'luna', 'almarai'], [[170, 'g', 5], [170, 'g', 14, 3]],
      { about: ['Thick cream for breakfast with honey or in desserts.', 'قشطة كثيفة للفطور مع العسل أو في الحلويات.'] }),
    L('cream', 'Whipping Cream', 'كريمة خفق {b}', ['almarai', 'president'], [[250, 'ml', 8], [1, 'l', 22]]),
    L('cream', 'Cooking Cream', 'كريمة طبخ {b}', ['almarai', 'puck', 'president'], [[1, 'l', 17]]),
  ],
  eggs: [
    L('eggs', 'Fresh White Eggs {v}', 'بيض {b} أبيض طازج {v}', ['al-watania', 'tanmiah'], [[15, 'piece', 11], [30, 'piece', 20]], {
      unit: 'pcs', v: [va('size', 'Medium', 'وسط'), va('size', 'Large', 'كبير', { p: 1.12 })],
      about: ['Collected daily from Saudi farms and date stamped.', 'يجمع يومياً من مزارع سعودية ومختوم بالتاريخ.'],
    }),
    L('eggs', 'Fresh Brown Eggs', 'بيض {b} بني طازج', ['al-watania', 'tanmiah'], [[15, 'piece', 13], [30, 'piece', 24]], { unit: 'pcs' }),
    L('eggs', 'Organic Eggs', 'بيض {b} عضوي', ['al-watania'], [[6, 'piece', 9], [15, 'piece', 20]], { unit: 'pcs', tags: ['organic'] }),
    L('eggs', 'Omega-3 Eggs', 'بيض {b} غني بأوميغا 3', ['tanmiah'], [[15, 'piece', 17]], { unit: 'pcs' }),
  ],
  'desserts-puddings': [
    L('desserts', 'Pudding {v}', 'بودينغ {b} {v}', ['almarai', 'nadec'], [[100, 'g', 2], [100, 'g', 7, 4]], {
      v: [fl('Chocolate', 'بالشوكولاتة', 'شوكولاتة'), fl('Vanilla', 'بالفانيلا', 'فانيلا'), fl('Caramel', 'بالكراميل', 'كراميل')],
    }),
    L('desserts', 'Muhallabia', 'مهلبية {b}', ['almarai', 'nadec'], [[100, 'g', 2.25]],
      { about: ['Milk pudding scented with rose water.', 'مهلبية بالحليب بنكهة ماء الورد.'] }),
    L('desserts', '{v} Jelly Powder', 'جيلي {b} {v}', ['foster-clarks'], [[85, 'g', 2.5]], {
      v: [fl('Strawberry', 'بالفراولة', 'فراولة'), fl('Mango', 'بالمانجو', 'مانجو'), fl('Raspberry', 'بالتوت', 'توت')],
    }),
  ],
};
