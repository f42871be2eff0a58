// "This machine only", for the routes that exist outside production to help development and tests (the
// API's outbox, the payment sandbox's controls): the socket's address decides, never a header, and a
// request that came through a proxy is not local whatever the proxy's address.
import type { FastifyRequest } from 'fastify';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-client-ip'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip);
}

/** The request came straight from this machine: a loopback socket, and no proxy in between. */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
