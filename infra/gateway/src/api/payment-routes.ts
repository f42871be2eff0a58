// GET /api/payment-config: where the browser tokenizes cards and creates payments (the provider's
// API, called directly so card numbers never reach the store) and with which publishable key. Both
// come from the gateway's configuration, so pointing the store at the real provider is a
// configuration change.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from './route-kit.js';

export interface PaymentRouteOptions extends RouteDeps {
  payments: { apiUrl: string; publishableKey: string };
}

export default async function paymentRoutes(app: FastifyInstance, deps: PaymentRouteOptions): Promise<void> {
  app.get('/payment-config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { apiUrl: deps.payments.apiUrl, publishableKey: deps.payments.publishableKey, currency: 'SAR' };
  });
}
