// Public surface of shared-domain: the rules every team and the API share. Plain functions,
// constants and zod schemas; no framework, no DOM, no Node.
export { arabicIndicDigits, latinDigits, parseDecimal } from './digits';
export { formatDecimal, type DecimalOptions, type NumberLanguage } from './number-format';
export { isSaudiMobile, normalisePhone, PHONE_INPUT_MAX_LENGTH, SAUDI_COUNTRY_CODE } from './phone';
export { EMAIL_MAX_LENGTH, normaliseEmail } from './email';
export { identifierProblem, parseIdentifier, type IdentifierKind } from './identifier';
export { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRules, type PasswordRule } from './password';
export { DEFAULT_DELIVERY_COORDINATE, isCoordinate, isInSaudiArabia, SAUDI_ARABIA_BOUNDS, type Coordinate } from './coordinates';
export { ADDRESS_LINE_MAX_LENGTH, ADDRESS_TYPES, addressHeader, addressLines, addressTypeOf, type AddressType } from './address';
export { isolate } from './bidi';
export { districtBySlug, RIYADH_DISTRICTS, type RiyadhDistrict } from './districts';
export { isShortcutSlug, SHORTCUT_SLUGS, type ShortcutSlug } from './category-shortcuts';
export { CURRENCY, formatPrice, formatRiyals, formatSarAmount, halalasToSar, sarToHalalas, type Halalas, type PriceLanguage } from './money';
export {
  API_MESSAGE_KEYS,
  isApiMessageKey,
  isMessageKey,
  MESSAGE_KEYS,
  SPEC_MESSAGE_KEYS,
  type ApiMessageKey,
  type FieldMessageKey,
  type MessageKey,
  type SpecMessageKey,
} from './message-keys';
export {
  BROWSER_STORAGE_KEYS,
  COOKIE_NAMES,
  cookieNamesOf,
  storageKeysOf,
  type BrowserStorageKey,
  type CookieName,
  type CookieNameOf,
  type CookieOwner,
  type StorageKeyOf,
  type StorageOwner,
} from './storage-keys';
export {
  currentPasswordSchema,
  dateOfBirthSchema,
  emailSchema,
  identifierSchema,
  isDateOfBirth,
  latitudeSchema,
  longitudeSchema,
  NAME_MAX_LENGTH,
  nameSchema,
  newPasswordSchema,
  optionalDateOfBirthSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
  phoneSchema,
  requiredTextSchema,
  TITLES,
  titleSchema,
  type Title,
} from './schemas/fields';
export {
  loginSchema,
  newPasswordInputSchema,
  passwordResetRequestSchema,
  phoneChangeSchema,
  profileDetailsSchema,
  registrationFields,
  registrationSchema,
  requiringEmailOrPhone,
} from './schemas/identity';
export { addressInputSchema } from './schemas/address-input';
export { districtChoiceSchema, typedCoordinatesSchema, type TypedCoordinates } from './schemas/delivery-point';
export { addressFormHeader, addressFormSchema, type AddressFormInput, type AddressFormValues } from './schemas/address-form';
export { CONTACT_LIMITS, contactMessageSchema, type ContactMessage, type ContactMessageInput } from './schemas/contact-message';
export { formProblems, issueKey, validateInput, type FieldProblem, type InputVerdict } from './schemas/problems';
export {
  brandFromProvider,
  CARD_BRANDS,
  CARD_MESSAGE_KEYS,
  CARD_NAME_MAX_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  cardBrand,
  cardDigits,
  cardExpired,
  cardNumberProblem,
  formatCardNumber,
  fullCardYear,
  isCardCvc,
  isCardholderName,
  lastFourOf,
  looksLikeCardNumber,
  luhnValid,
  type CardBrand,
  type CardMessageKey,
} from './card';
export { cardFormSchema, type CardFormInput, type CardFormValues } from './schemas/card-form';
export { fullNameOf } from './full-name';
export { CARE_EMAIL, CARE_EMAIL_HREF, CARE_PHONE, CARE_PHONE_HREF, CARE_WHATSAPP_HREF } from './care-contact';
export {
  languageChoiceSchema,
  notificationSettingsSchema,
  profileDetailsFormSchema,
  type LanguageChoice,
  type NotificationSettings,
  type ProfileDetailsFormInput,
  type ProfileDetailsFormOptions,
  type ProfileDetailsFormValues,
} from './schemas/profile-form';
export { CARD_NICKNAME_MAX_LENGTH, cardNicknameSchema, savedCardFormSchema, type SavedCardFormInput, type SavedCardFormValues } from './schemas/saved-card-form';
export {
  DOCUMENT_ACCEPT,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_LIMITS,
  DOCUMENT_TYPES,
  documentFileProblem,
  isDocumentType,
  type DocumentFileProblem,
  type DocumentType,
} from './documents';
export { FEEDBACK_LIMITS, ORDER_RATINGS, type OrderRating } from './order-feedback-limits';
export {
  feedbackDescriptionSchema,
  feedbackFormSchema,
  orderRatingFormSchema,
  orderRatingSchema,
  type FeedbackFormInput,
  type FeedbackFormValues,
  type OrderRatingFormInput,
  type OrderRatingFormValues,
} from './schemas/order-feedback';
