// Calls the commerce API's GraphQL endpoint from the gateway with the generated, typed documents
// (the `.graphql` files beside the routes; `npm run codegen`).
import type { TypedDocumentString } from '../generated/graphql.js';

export interface ApiClientOptions {
  apiUrl: string;
  apiKey: string;
  gatewaySecret: string;
}

export interface CallOptions {
  token?: string | null;
  clientIp?: string;
  language?: string | undefined;
}

export class ApiUnavailableError extends Error {}

/** Must equal the API's development default; production sets GATEWAY_SECRET on both. */
const DEV_GATEWAY_SECRET = 'development-only-gateway-secret';

/** The secret that lets the API trust the gateway: given, else GATEWAY_SECRET, else (outside production) the development one. */
export function resolveGatewaySecret(given: string | undefined, production: boolean, env: NodeJS.ProcessEnv = process.env): string {
  const secret = given ?? env.GATEWAY_SECRET ?? (production ? undefined : DEV_GATEWAY_SECRET);
  if (!secret) throw new Error('Invalid gateway options: GATEWAY_SECRET is required in production');
  return secret;
}

export function createApiClient(options: ApiClientOptions) {
  const endpoint = new URL('/graphql', options.apiUrl).toString();
  return async function graphql<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    call: CallOptions = {},
  ): Promise<TResult> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-api-key': options.apiKey,
      'x-gateway-secret': options.gatewaySecret,
    };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.clientIp) {
      headers['x-client-ip'] = call.clientIp;
      // for the API's rate limit, which reads the address its trusted proxies (the gateways) report
      headers['x-forwarded-for'] = call.clientIp;
    }
    if (call.language) headers['accept-language'] = call.language;
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: document.toString(), variables }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ApiUnavailableError(`commerce API unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { data?: TResult; errors?: { message: string }[] } | null;
    if (!body?.data) throw new ApiUnavailableError(`commerce API error ${response.status}: ${body?.errors?.[0]?.message ?? 'no data'}`);
    return body.data;
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
