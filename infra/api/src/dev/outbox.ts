// Development outbox: the messages the store "sent" (password reset links), never served in production.
import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../plugins/repositories.js';
import { escapeHtml } from '../domain/highlight.js';

export async function outboxRoutes(app: FastifyInstance, opts: { repos: Repositories }): Promise<void> {
  app.get('/dev/outbox', async (request, reply) => {
    const messages = await opts.repos.account.listMessages(100);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!wantsHtml) return { messages };
    const rows = messages
      .map((m) => `<tr><td>${m.id}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.subject)}</td><td dir="auto">${escapeHtml(m.body)}</td><td>${escapeHtml(new Date(m.created_at).toISOString())}</td></tr>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><meta charset="utf-8"><title>Outbox</title><h1>Development outbox</h1><table border="1" cellpadding="4"><tr><th>#</th><th>channel</th><th>to</th><th>subject</th><th>body</th><th>sent</th></tr>${rows}</table>`);
  });
}
