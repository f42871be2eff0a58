// The zod every shared schema is built with. The store's Content-Security-Policy allows no eval, and
// zod's object parser probes `new Function` when an object schema is made (a policy violation report
// in the browser even though zod catches it), so schemas are built without that speed-up. This
// module is listed under `sideEffects` in package.json: otherwise a bundler would import `z` from
// zod directly and never run the setting.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
