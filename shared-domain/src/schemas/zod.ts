// The setting every shared schema is built with. The store's Content-Security-Policy allows no eval,
// and zod's object parser probes `new Function` when an object schema is made (a policy violation
// report in the browser even though zod catches it), so schemas are built without that speed-up.
// Each schema module imports this module first, then zod itself: this module is listed under
// `sideEffects` in package.json, so a bundler keeps the setting. zod is imported as a namespace in
// each module rather than re-exported from here: a re-exported namespace hides from the bundler which
// parts of zod are used, and every message locale zod ships would reach the browser.
import { config } from 'zod';

config({ jitless: true });
