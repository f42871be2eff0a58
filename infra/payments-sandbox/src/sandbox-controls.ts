// Test controls, registered only outside production and answering only callers on this machine (a
// loopback socket, no proxy in between):
// POST /__sandbox/faults makes the next N API calls answer a 5xx; POST /__sandbox/reset forgets all.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { fromThisMachine } from 'infra-server-kit';
import { isObject, wholeNumber } from './body.js';
import type { SandboxContext } from './context.js';
import { FieldProblems, ProviderError, type ErrorBody } from './errors.js';

const MAX_FAULTS = 1000;

/** A browser page elsewhere must not drive the controls: an Origin, when sent, must be local too. */
function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
  } catch {
    return false;
  }
}

export function faultBody(status: number): ErrorBody {
  return { type: 'api_error', message: STATUS_CODES[status] ?? 'Server Error', errors: null };
}

/** Applies the fault switch to the API scope it is added to (not to preflights or the 3-D Secure page). */
export function addFaultHooks(scope: FastifyInstance, ctx: SandboxContext): void {
  const replaced = new WeakMap<FastifyRequest, number>();
  scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    const fault = ctx.state.takeFault();
    if (!fault) return;
    if (fault.phase === 'before') return reply.code(fault.status).send(faultBody(fault.status));
    replaced.set(request, fault.status);
  });
  // phase "after": the call was carried out (a payment may exist) and only its answer is lost.
  scope.addHook('onSend', async (request, reply, payload) => {
    const status = replaced.get(request);
    if (status === undefined) return payload;
    reply.code(status).type('application/json; charset=utf-8');
    return JSON.stringify(faultBody(status));
  });
}

export function registerSandboxControls(scope: FastifyInstance, ctx: SandboxContext): void {
  scope.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (!fromThisMachine(request) || (origin !== undefined && !isLoopbackOrigin(origin))) {
      throw new ProviderError(403, { type: 'authorization_error', message: 'The sandbox controls answer local requests only', errors: null });
    }
  });

  scope.post('/faults', async (request) => {
    const body = isObject(request.body) ? request.body : {};
    const problems = new FieldProblems();
    const count = wholeNumber(body.count);
    if (count === undefined || count < 1 || count > MAX_FAULTS) problems.add('count', `must be an integer from 1 to ${MAX_FAULTS}`);
    const status = body.status === undefined ? 503 : wholeNumber(body.status);
    if (status === undefined || status < 500 || status > 599) problems.add('status', 'must be a 5xx status code');
    const phase = body.phase ?? 'before';
    if (phase !== 'before' && phase !== 'after') problems.add('phase', 'must be before or after');
    problems.throwIfAny();
    ctx.state.fault = { remaining: count!, status: status!, phase: phase as 'before' | 'after' };
    return { count, status, phase };
  });

  scope.post('/reset', async () => {
    ctx.state.reset();
    return { ok: true };
  });
}
