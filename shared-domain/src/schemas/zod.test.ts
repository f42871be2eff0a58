// The store's Content-Security-Policy allows no eval: the shared schemas are made and used without
// zod's `new Function` speed-up, because every schema module loads the setting first.
import * as z from 'zod';

describe('zod without eval', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes and parses the shared object schemas without calling the Function constructor', async () => {
    const evaluated = jest.spyOn(globalThis, 'Function');
    const { contactMessageSchema } = await import('./contact-message');
    contactMessageSchema.safeParse({ name: 'سارة القحطاني', email: 'sara@example.sa', message: 'أين طلبي؟' });
    z.object({ district: z.string() }).safeParse({ district: 'Al Olaya' });
    expect(evaluated).not.toHaveBeenCalled();
  });

  it('would call it with the speed-up on, so the check above can fail', () => {
    z.config({ jitless: false });
    const evaluated = jest.spyOn(globalThis, 'Function');
    z.object({ district: z.string() }).safeParse({ district: 'Al Olaya' });
    z.config({ jitless: true });
    expect(evaluated).toHaveBeenCalled();
  });
});
