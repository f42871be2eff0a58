// What every resolver receives: repositories, the viewer (from the bearer token) and request facts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from './config.js';
import type { Repositories } from './plugins/repositories.js';
import type { PaymentProvider } from './checkout/payment-provider.js';

export interface Viewer {
  userId: number;
  sessionId: string;
}

export interface GraphQLContext {
  reply: FastifyReply;
  request: FastifyRequest;
  config: ApiConfig;
  repos: Repositories;
  /** The card payment provider, called with the secret key. */
  payments: PaymentProvider;
  /** Set when the request carried a valid, unrevoked access token of an active user. */
  viewer: Viewer | null;
  /** True when the request carried the gateway's shared secret. */
  fromGateway: boolean;
  /** The shopper's address: forwarded by the gateway, else the socket's. */
  clientIp: string;
  /** From the lang or accept-language header; AR unless English was asked for. */
  language: 'AR' | 'EN';
}
