// The address book (spec §7 GET /api/address, POST /api/address/set-default).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayAddressBookDocument, GatewaySetCurrentAddressDocument } from '../generated/graphql.js';
import { failure } from './messages.js';
import { originCheck, requestLanguage, statusFor, type RouteDeps } from './route-kit.js';

const setDefaultBody = z.object({
  lat: z.number(),
  long: z.number(),
  address: z.string().max(400),
  address2: z.string().max(400).nullish(),
  country: z.string().max(8).default('SA'),
  addressType: z.enum(['SHIPPING', 'BILLING', 'shipping', 'billing']).default('SHIPPING'),
});

export default async function addressRoutes(scope: FastifyInstance, deps: RouteDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { api } = deps;

  app.get('/address', async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return reply.code(401).send({ ...failure('unauthorized'), addressBook: [] });
    const data = await api(GatewayAddressBookDocument, {}, { token: session.token });
    return { addressBook: data.addressBook };
  });

  app.post('/address/set-default', { preHandler: originCheck(deps.storeOrigin), schema: { body: setDefaultBody } }, async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return reply.code(401).send(failure('unauthorized'));
    const b = request.body;
    const data = await api(
      GatewaySetCurrentAddressDocument,
      {
        input: {
          address1: b.address,
          address2: b.address2 ?? null,
          lat: b.lat,
          long: b.long,
          country: b.country,
          addressType: b.addressType.toUpperCase() as 'SHIPPING' | 'BILLING',
        },
      },
      { token: session.token, language: requestLanguage(request) },
    );
    return reply.code(statusFor(data.setCurrentAddress)).send(data.setCurrentAddress);
  });
}
