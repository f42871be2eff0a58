// Demo shoppers, their Riyadh addresses, and the shipping and payment methods.
import type { SeedAddress, SeedShippingMethod, SeedUser } from '../types.js';

/** Satisfies the sign-up rule: at least 8 characters with letters and digits. */
export const DEMO_PASSWORD = 'Riyadh2026';

export const USERS: readonly Omit<SeedUser, 'id'>[] = [
  {
    phone: '+966501112233', email: 'sara.alqahtani@example.sa', password: DEMO_PASSWORD, title: 'Ms',
    firstName: 'Sara', lastName: 'Al-Qahtani', arFirstName: 'سارة', arLastName: 'القحطاني', dob: '1993-04-18',
    mode: 'customer', language: 'AR', isNotification: true, isPromotion: true,
  },
  {
    phone: '+966552223344', email: 'mohammed.alotaibi@example.sa', password: DEMO_PASSWORD, title: 'Mr',
    firstName: 'Mohammed', lastName: 'Al-Otaibi', arFirstName: 'محمد', arLastName: 'العتيبي', dob: '1988-11-02',
    mode: 'customer', language: 'EN', isNotification: true, isPromotion: false,
  },
  {
    phone: '+966563334455', email: 'noura.alharbi@example.sa', password: DEMO_PASSWORD, title: 'Mrs',
    firstName: 'Noura', lastName: 'Al-Harbi', arFirstName: 'نورة', arLastName: 'الحربي', dob: null,
    mode: 'customer', language: 'AR', isNotification: false, isPromotion: true,
  },
];

/** userIndex is the position in USERS. */
export const ADDRESSES: readonly (Omit<SeedAddress, 'id' | 'userId'> & { userIndex: number })[] = [
  {
    userIndex: 0, addressType: 'SHIPPING', isDefault: true, lat: 24.8261, long: 46.6418,
    address1: '2736 Abu Bakr Al Siddiq Road, Al Yasmin, Riyadh', address2: 'Villa 7, next to the mosque',
    arAddress1: '2736 طريق أبي بكر الصديق، الياسمين، الرياض', arAddress2: 'فيلا 7، بجوار المسجد',
  },
  {
    userIndex: 0, addressType: 'SHIPPING', isDefault: false, lat: 24.6952, long: 46.6857,
    address1: '7650 King Fahd Road, Al Olaya, Riyadh', address2: 'Office tower, 14th floor',
    arAddress1: '7650 طريق الملك فهد، العليا، الرياض', arAddress2: 'برج المكاتب، الدور 14',
  },
  {
    userIndex: 0, addressType: 'BILLING', isDefault: true, lat: 24.8261, long: 46.6418,
    address1: '2736 Abu Bakr Al Siddiq Road, Al Yasmin, Riyadh', address2: 'Villa 7',
    arAddress1: '2736 طريق أبي بكر الصديق، الياسمين، الرياض', arAddress2: 'فيلا 7',
  },
  {
    userIndex: 1, addressType: 'SHIPPING', isDefault: true, lat: 24.76, long: 46.76,
    address1: '4412 Hassan Bin Thabit Street, Al Hamra, Riyadh', address2: 'Apartment 9, second floor',
    arAddress1: '4412 شارع حسان بن ثابت، الحمراء، الرياض', arAddress2: 'شقة 9، الدور الثاني',
  },
  {
    userIndex: 1, addressType: 'SHIPPING', isDefault: false, lat: 24.6641, long: 46.7302,
    address1: '1187 Al Ahsa Street, Al Malaz, Riyadh', address2: "Parents' house, blue gate",
    arAddress1: '1187 شارع الأحساء، الملز، الرياض', arAddress2: 'بيت الوالدين، البوابة الزرقاء',
  },
  {
    userIndex: 2, addressType: 'SHIPPING', isDefault: true, lat: 24.8604, long: 46.6571,
    address1: '9023 Al Thumamah Road, Al Narjis, Riyadh', address2: 'Villa 21, north gate',
    arAddress1: '9023 طريق الثمامة، النرجس، الرياض', arAddress2: 'فيلا 21، البوابة الشمالية',
  },
];

const CARD = {
  id: 1, name: 'card', arName: 'بطاقة مدى / فيزا / ماستركارد',
  description: 'Pay securely with mada, Visa or Mastercard.', arDescription: 'ادفع بأمان ببطاقة مدى أو فيزا أو ماستركارد.',
};
const PAY_AT_STORE = {
  id: 2, name: 'pay-at-store', arName: 'الدفع في المتجر',
  description: 'Pay at the counter when you collect your order.', arDescription: 'ادفع عند الكاشير عند استلام طلبك.',
};

/** Payment method ids identify the method itself, so "card" is id 1 under every shipping method. */
export const SHIPPING_METHODS: readonly SeedShippingMethod[] = [
  { id: 1, name: 'delivery', enName: 'Delivery', arName: 'توصيل', paymentMethods: [CARD] },
  { id: 2, name: 'pickup', enName: 'Store pickup', arName: 'استلام من المتجر', paymentMethods: [CARD, PAY_AT_STORE] },
  { id: 3, name: 'schedule', enName: 'Scheduled delivery', arName: 'توصيل مجدول', paymentMethods: [CARD] },
];
