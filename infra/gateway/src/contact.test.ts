import Fastify, { type FastifyInstance } from 'fastify';
import contactRoutes from './contact';

const ORIGIN = 'http://127.0.0.1:3000';
const message = { name: 'Sara', email: 'sara@example.sa', phone: '0551234567', subject: 'Late order', message: 'My order has not arrived yet.' };

describe('POST /api/contact', () => {
  let upstream: FastifyInstance;
  let app: FastifyInstance;
  let answer: unknown;
  let received: unknown;

  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/graphql', async (request) => {
      received = request.body;
      return answer;
    });
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    app = Fastify();
    await app.register(contactRoutes, { prefix: '/api', publicOrigin: ORIGIN, apiUrl: address, apiKey: 'storefront-public-key', perHour: 100 });
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  const send = (payload: unknown, origin = ORIGIN) =>
    app.inject({ method: 'POST', url: '/api/contact', headers: { origin }, payload: payload as Record<string, string> });

  it('forwards a valid message to saveContactMessage and returns its result', async () => {
    answer = { data: { saveContactMessage: { success: true, message: 'Received', arMessage: 'تم الاستلام' } } };
    const response = await send(message);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Received', arMessage: 'تم الاستلام' });
    expect(received).toMatchObject({ operationName: 'SaveContactMessage', variables: { input: message } });
  });

  it('says contact_unavailable while the API does not know the mutation', async () => {
    answer = { errors: [{ message: 'Unknown type "ContactMessageInput".' }, { message: 'Cannot query field "saveContactMessage" on type "Mutation".' }] };
    const response = await send(message);
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ success: false, key: 'contact_unavailable' });
  });

  it('validates the fields and the origin before calling the API', async () => {
    const bad = await send({ ...message, email: 'nope', phone: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'phone']);
    expect((await send(message, 'https://evil.example')).statusCode).toBe(403);
  });
});
