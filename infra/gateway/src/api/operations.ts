// The GraphQL documents the gateway sends to the commerce API.
const RESULT = 'success key message arMessage errors { field key message arMessage }';
const USER_INFO = 'userId firstName lastName userName fullName mode phone email language';
const AUTH = `${RESULT} token tokenExpiresAt refreshToken refreshExpiresAt retryAfter user { ${USER_INFO} }`;
const ADDRESS = 'id address1 address2 lat long addressType isDefault country header';
const CATEGORY = 'id slug name arName image level position productCount';

export const LOGIN = `mutation Login($identifier: String!, $password: String!) { login(identifier: $identifier, password: $password) { ${AUTH} } }`;
export const REGISTER = `mutation Register($input: RegisterInput!) { register(input: $input) { ${AUTH} } }`;
export const REFRESH = `mutation Refresh($refreshToken: String!) { refreshToken(refreshToken: $refreshToken) { ${AUTH} } }`;
export const FORGOT = `mutation Forgot($identifier: String!, $resetUrl: String) { requestPasswordReset(identifier: $identifier, resetUrl: $resetUrl) { ${RESULT} retryAfter } }`;
export const RESET = `mutation Reset($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { ${RESULT} retryAfter } }`;
export const LOGOUT = `mutation Logout($refreshToken: String) { logout(refreshToken: $refreshToken) { ${RESULT} } }`;
export const USER_INFO_QUERY = `query UserInfo { userInfo { ${USER_INFO} } }`;
export const ADDRESS_BOOK = `query AddressBook { addressBook { ${ADDRESS} } }`;
export const SET_CURRENT_ADDRESS = `mutation SetCurrentAddress($input: AddressInput!) { setCurrentAddress(input: $input) { ${RESULT} address { ${ADDRESS} } addressBook { ${ADDRESS} } } }`;
export const CATEGORIES = `query Categories { categories { ${CATEGORY} children { ${CATEGORY} } } }`;
export const PRIME_TYPES = 'query PrimeTypes { popularProductTypes(first: 12) { id slug name arName productCount } }';
export const PRIME_BRANDS = 'query PrimeBrands { popularBrands(first: 12) { id slug name arName iconImage productCount } }';

export interface ApiResult {
  success: boolean;
  key: string;
  message: string;
  arMessage: string;
  errors: { field: string; key: string; message: string; arMessage: string }[];
  /** Seconds to wait, on a too_many_attempts answer (when the document asked for it). */
  retryAfter?: number | null;
}

export interface UserInfo {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  userName: string;
  fullName: string;
  mode: string | null;
  phone: string | null;
  email: string | null;
  language: 'AR' | 'EN';
}

export interface AuthResult extends ApiResult {
  token: string | null;
  tokenExpiresAt: number | null;
  refreshToken: string | null;
  refreshExpiresAt: number | null;
  user: UserInfo | null;
}

export interface CategoryItem {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  level: number;
  position: number;
  productCount: number;
  children: Omit<CategoryItem, 'children'>[];
}
