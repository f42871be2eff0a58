// Sentences the generator combines into bilingual product descriptions and storage details.
// Placeholders: {title} / {arTitle} the product name without its size, {brand} / {arBrand},
// {size} / {arSize}.
import type { Family } from './categories.js';

type Pair = readonly [string, string];

export const OPENERS_BRANDED: readonly Pair[] = [
  ['{title} in a {size} pack.', '{arTitle} بعبوة {arSize}.'],
  ['A {size} pack of {title}.', 'عبوة {arSize} من {arTitle}.'],
  ['{title}, available as {size}.', '{arTitle}، الحجم: {arSize}.'],
  // Last on purpose: only food and drink use it.
  ['Enjoy {title}, {size}.', 'استمتع بمنتج {arTitle}، {arSize}.'],
];

export const OPENERS_LOOSE: readonly Pair[] = [
  ['{title}, {size}, packed by {brand}.', '{arTitle}، {arSize}، من تعبئة {arBrand}.'],
  ['Hand-picked {title}, sold as {size}.', '{arTitle} من اختيار فريقنا بعناية، {arSize}.'],
  ['{title} ({size}), selected daily by our fresh team.', '{arTitle} ({arSize})، اختيار يومي من فريق المنتجات الطازجة.'],
];

export const FAMILY_SENTENCES: Record<Family, readonly Pair[]> = {
  dairy: [
    ['From trusted Saudi farms, delivered fresh every day.', 'من مزارع سعودية موثوقة ويصل طازجاً كل يوم.'],
    ['A daily staple for breakfast tables across Riyadh.', 'من أساسيات مائدة الفطور في بيوت الرياض.'],
    ['Kept cold from the farm to your door.', 'يبقى مبرداً من المزرعة حتى باب منزلك.'],
    ['A good source of protein for the whole family.', 'مصدر جيد للبروتين لجميع أفراد الأسرة.'],
    ['Check the date on the pack; we deliver the freshest stock first.', 'تحقق من التاريخ على العبوة، فنحن نوصل الأحدث أولاً.'],
  ],
  meat: [
    ['Halal slaughtered and prepared under strict hygiene standards.', 'مذبوح على الطريقة الإسلامية ومجهز وفق معايير نظافة صارمة.'],
    ['Great for kabsa, mandi and weekend grills.', 'مثالي للكبسة والمندي وشواء نهاية الأسبوع.'],
    ['Packed in a sealed tray to keep it fresh.', 'معبأ في صينية محكمة الإغلاق للحفاظ على طزاجته.'],
    ['Delivered in an insulated bag to keep the cold chain.', 'يصل في حقيبة معزولة للحفاظ على سلسلة التبريد.'],
  ],
  seafood: [
    ['Cleaned and gutted free of charge on request.', 'ينظف مجاناً عند الطلب.'],
    ['Best grilled with lemon or fried the Jeddah way.', 'ألذ ما يكون مشوياً بالليمون أو مقلياً على الطريقة الجداوية.'],
    ['Packed on ice and delivered the same day.', 'يعبأ على الثلج ويوصل في اليوم نفسه.'],
  ],
  chilled: [
    ['Ready to serve straight from the fridge.', 'جاهز للتقديم مباشرة من الثلاجة.'],
    ['Perfect for sandwiches, lunch boxes and quick suppers.', 'مثالي للسندويشات وحقيبة الطعام والعشاء السريع.'],
    ['A welcome addition to any mezze spread.', 'إضافة مميزة لأي سفرة مقبلات.'],
  ],
  dates: [
    ['Serve with Arabic coffee for guests, the Saudi way.', 'قدمه مع القهوة العربية لضيوفك على الطريقة السعودية.'],
    ['A natural source of energy and fibre, ideal for breaking the fast.', 'مصدر طبيعي للطاقة والألياف، مثالي للإفطار في رمضان.'],
    ['Soft, sweet and full of caramel notes.', 'طري وحلو بنكهة تشبه الكراميل.'],
  ],
  produce: [
    ['Washed, sorted and delivered the morning it arrives.', 'يغسل ويفرز ويوصل في صباح وصوله.'],
    ['Sourced from trusted growers and checked for quality.', 'من مزارعين موثوقين ومفحوص للتأكد من جودته.'],
    ['Store in a cool place and enjoy within a few days.', 'يحفظ في مكان بارد ويستهلك خلال أيام قليلة.'],
    ['Adds colour and freshness to salads and home cooking.', 'يضيف لوناً ونضارة إلى السلطات والطبخ المنزلي.'],
  ],
  frozen: [
    ['Quick frozen to keep taste and texture.', 'مجمد بسرعة للحفاظ على الطعم والقوام.'],
    ['Handy for busy weeknights and iftar preparation.', 'عملي لأيام الأسبوع المزدحمة ولتحضير الإفطار.'],
    ['Cook straight from frozen; no thawing needed.', 'يطهى مباشرة دون الحاجة إلى إذابة.'],
    ['Delivered in an insulated bag so it arrives frozen.', 'يصل في حقيبة معزولة ليبقى مجمداً.'],
  ],
  pantry: [
    ['A pantry essential for everyday Saudi cooking.', 'من أساسيات المطبخ السعودي اليومي.'],
    ['Long shelf life, so it is easy to stock up.', 'صلاحية طويلة تسهل التخزين.'],
    ['Trusted by home cooks for consistent results.', 'يثق به الطهاة في البيوت لنتائج ثابتة.'],
    ['Useful for quick meals and family gatherings alike.', 'مفيد للوجبات السريعة ولعزائم العائلة على حد سواء.'],
    ['Quality checked batch by batch.', 'تفحص جودته دفعة بدفعة.'],
  ],
  bakery: [
    ['Soft texture that stays fresh for days.', 'قوام طري يبقى طازجاً لعدة أيام.'],
    ['Great toasted for breakfast or filled for lunch.', 'لذيذ محمصاً للفطور أو محشواً للغداء.'],
    ['Baked without preservatives added.', 'مخبوز دون إضافة مواد حافظة.'],
  ],
  snacks: [
    ['A treat for the sofa, the car or the desert camp.', 'تسلية للجلسات والسيارة ورحلات البر.'],
    ['Share it with friends over tea.', 'شاركه مع الأصدقاء على الشاي.'],
    ['Sealed to stay fresh until you open it.', 'مغلف بإحكام ليبقى طازجاً حتى تفتحه.'],
    ['A favourite in school lunch boxes.', 'من المفضلات في حقيبة المدرسة.'],
  ],
  beverage: [
    ['Best served chilled.', 'يقدم بارداً.'],
    ['Refreshing in the Riyadh heat.', 'منعش في حر الرياض.'],
    ['Stock up for gatherings and family visits.', 'خزن منه للعزائم والزيارات العائلية.'],
    ['Recyclable packaging; please dispose of it responsibly.', 'عبوة قابلة لإعادة التدوير، يرجى التخلص منها بمسؤولية.'],
  ],
  'hot-drinks': [
    ['Brew a pot for the majlis or a cup for yourself.', 'حضّر دلة للمجلس أو كوباً لنفسك.'],
    ['Rich aroma from carefully selected beans and leaves.', 'رائحة غنية من حبوب وأوراق منتقاة بعناية.'],
    ['Store airtight, away from heat and light.', 'يحفظ محكم الإغلاق بعيداً عن الحرارة والضوء.'],
  ],
  baby: [
    ['Chosen with little ones\' needs in mind.', 'مختار بعناية ليناسب احتياجات الصغار.'],
    ['Trusted by parents across the Kingdom.', 'يثق به الآباء والأمهات في أنحاء المملكة.'],
    ['Order in bulk and never run out at bedtime.', 'اطلب كمية أكبر حتى لا ينفد منك وقت النوم.'],
  ],
  cleaning: [
    ['Tough on dirt and easy on your home.', 'قوي على الأوساخ ولطيف على منزلك.'],
    ['A little goes a long way.', 'كمية قليلة تكفي لاستخدامات كثيرة.'],
    ['Leaves a long-lasting fresh scent.', 'يترك رائحة منعشة تدوم طويلاً.'],
    ['Made for the dust and heat of Riyadh homes.', 'مناسب لغبار وحرارة البيوت في الرياض.'],
  ],
  personal: [
    ['Everyday care for the whole family.', 'عناية يومية لجميع أفراد الأسرة.'],
    ['Made for hot, dry weather.', 'مناسب للطقس الحار والجاف.'],
    ['Dermatologically tested.', 'مختبر من أطباء الجلد.'],
  ],
  household: [
    ['Strong, practical and made for everyday use.', 'متين وعملي ومصمم للاستخدام اليومي.'],
    ['Handy for family gatherings and camping trips.', 'مفيد لعزائم العائلة ورحلات البر.'],
    ['Good value in a household-size pack.', 'قيمة ممتازة في عبوة تناسب المنزل.'],
  ],
  pet: [
    ['Complete nutrition your pet will love.', 'تغذية متكاملة سيحبها حيوانك الأليف.'],
    ['Recommended by vets for everyday feeding.', 'يوصي به الأطباء البيطريون للتغذية اليومية.'],
    ['Resealable pack keeps it fresh.', 'عبوة قابلة لإعادة الإغلاق تحافظ على طزاجته.'],
  ],
};

/** Storage and use notes; a family with null among its entries sometimes has no details. */
export const FAMILY_DETAILS: Record<Family, readonly (Pair | null)[]> = {
  dairy: [
    ['Keep refrigerated at 1-4°C. Consume within 3 days of opening.', 'يحفظ مبرداً بين 1 و4 درجات مئوية. يستهلك خلال 3 أيام من الفتح.'],
    ['Keep refrigerated. Shake well before use.', 'يحفظ مبرداً. يرج جيداً قبل الاستخدام.'],
    ['Store in a cool, dry place before opening; refrigerate after opening.', 'يحفظ في مكان بارد وجاف قبل الفتح، ويبرد بعد الفتح.'],
  ],
  meat: [
    ['Keep refrigerated at 0-4°C and cook within 2 days, or freeze on the day of purchase.', 'يحفظ مبرداً بين 0 و4 درجات مئوية ويطهى خلال يومين، أو يجمد في يوم الشراء.'],
    ['Cook thoroughly until juices run clear.', 'يطهى جيداً حتى تصبح العصارة صافية.'],
  ],
  seafood: [['Keep on ice or refrigerated and cook the same day.', 'يحفظ على الثلج أو في الثلاجة ويطهى في اليوم نفسه.']],
  chilled: [
    ['Keep refrigerated at 0-5°C. Once opened, consume within 2 days.', 'يحفظ مبرداً بين 0 و5 درجات مئوية. بعد الفتح يستهلك خلال يومين.'],
    null,
  ],
  dates: [['Store in a cool, dry place or refrigerate for longer freshness.', 'يحفظ في مكان بارد وجاف أو في الثلاجة لطزاجة أطول.'], null],
  produce: [['Refrigerate after purchase. Wash before eating.', 'يحفظ في الثلاجة بعد الشراء. يغسل قبل الأكل.'], null, null],
  frozen: [
    ['Keep frozen at -18°C or below. Do not refreeze once thawed.', 'يحفظ مجمداً على درجة -18 مئوية أو أقل. لا يعاد تجميده بعد الإذابة.'],
    ['Keep frozen. Cook until piping hot throughout.', 'يحفظ مجمداً. يطهى حتى يسخن تماماً من الداخل.'],
  ],
  pantry: [
    ['Store in a cool, dry place away from direct sunlight.', 'يحفظ في مكان بارد وجاف بعيداً عن أشعة الشمس المباشرة.'],
    ['After opening, transfer to an airtight container.', 'بعد الفتح ينقل إلى وعاء محكم الإغلاق.'],
    ['After opening, keep refrigerated and use within a week.', 'بعد الفتح يحفظ في الثلاجة ويستهلك خلال أسبوع.'],
    null,
  ],
  bakery: [['Store in a cool, dry place. Freeze to keep longer.', 'يحفظ في مكان بارد وجاف. يمكن تجميده لحفظه مدة أطول.'], null],
  snacks: [['Store in a cool, dry place. Contains nuts or may contain traces of nuts.', 'يحفظ في مكان بارد وجاف. يحتوي على مكسرات أو قد يحتوي على آثار منها.'], null],
  beverage: [['Store in a cool place away from direct sunlight. Refrigerate after opening.', 'يحفظ في مكان بارد بعيداً عن الشمس المباشرة. يبرد بعد الفتح.'], null],
  'hot-drinks': [['Store in an airtight container in a cool, dry place.', 'يحفظ في وعاء محكم الإغلاق في مكان بارد وجاف.'], null],
  baby: [['Keep out of reach of children. Store in a dry place.', 'يحفظ بعيداً عن متناول الأطفال وفي مكان جاف.'], null],
  cleaning: [
    ['Keep out of reach of children. Avoid contact with eyes.', 'يحفظ بعيداً عن متناول الأطفال. يتجنب ملامسته للعينين.'],
    ['Do not mix with other cleaning products.', 'لا يخلط مع منتجات تنظيف أخرى.'],
  ],
  personal: [['For external use only. Stop use if irritation occurs.', 'للاستعمال الخارجي فقط. يوقف الاستخدام عند حدوث تهيج.'], null],
  household: [null, ['Keep away from heat and open flame.', 'يحفظ بعيداً عن الحرارة واللهب.']],
  pet: [['Store in a cool, dry place. Provide fresh water at all times.', 'يحفظ في مكان بارد وجاف. يوفر ماء نظيف للحيوان دائماً.']],
};
