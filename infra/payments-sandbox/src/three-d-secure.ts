// The 3-D Secure page behind `transaction_url` (a payment) and `verification_url` (a token): a
// bilingual HTML form whose Approve and Fail buttons stand in for the bank's answer, then a 303 back
// to the callback_url with id, status and message. No script; one hashed style block.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isObject } from './body.js';
import { APPROVED_MESSAGE, AUTHENTICATION_FAILED_MESSAGE, type CardBrand } from './cards.js';
import type { SandboxContext } from './context.js';
import { pageLanguage, translate, type Language, type MessageKey } from './language.js';
import { failAuthentication, settle } from './payments.js';
import type { ChallengeRecord } from './state.js';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Noto Kufi Arabic","Poppins",system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f3f5f7;color:#1b1f24;line-height:1.6}
.bar{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding-block:.75rem;padding-inline:1rem;background:#fff;border-block-end:1px solid #d5dbe1}
.bar p{margin:0;font-weight:700}
main{width:min(30rem,calc(100% - 1.5rem));margin-inline:auto;margin-block:1.25rem;padding:1.25rem;background:#fff;border:1px solid #d5dbe1;border-radius:12px}
h1{font-size:1.375rem;line-height:1.3;margin-block:0 .75rem}
.note{margin:0 0 1rem;padding-block:.5rem;padding-inline:.75rem;background:#fff4e0;border-inline-start:4px solid #9a5a00;border-radius:6px;font-size:.9375rem}
.error{margin:0 0 1rem;padding-block:.5rem;padding-inline:.75rem;background:#fdecec;border-inline-start:4px solid #a4161a;border-radius:6px}
dl{margin:1rem 0;display:grid;gap:.5rem}
dl div{display:flex;justify-content:space-between;gap:1rem;padding-block-end:.5rem;border-block-end:1px solid #e6eaee}
dt{color:#4a5562}
dd{margin:0;font-weight:600;text-align:end}
fieldset{margin:1.25rem 0 0;padding:0;border:0;display:grid;gap:.75rem}
legend{padding:0;margin-block-end:.5rem;font-weight:600}
button{width:100%;min-height:48px;padding-inline:1rem;font:inherit;font-weight:600;border:2px solid transparent;border-radius:999px;cursor:pointer}
.approve{background:#005c99;color:#fff}
.fail{background:#fff;color:#a4161a;border-color:#a4161a}
a{color:#005c99;font-weight:600}
a:focus-visible,button:focus-visible{outline:3px solid #1b1f24;outline-offset:3px}
@media (min-width:30em){fieldset{grid-template-columns:1fr 1fr}}
`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Policy for a page whose form may post to itself and be redirected to `formTarget`. */
export function pagePolicy(formTarget: string | null): string {
  const formAction = formTarget ? `'self' ${formTarget}` : "'none'";
  return `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`;
}

function documentHtml(language: Language, title: string, main: string): string {
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const t = (key: MessageKey) => escapeHtml(translate(language, key));
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="bar">
<p>${t('provider_name')}</p>
<nav aria-label="${t('language_nav')}"><a href="?lang=${other}" lang="${other}" hreflang="${other}">${t('switch_language')}</a></nav>
</header>
<main>
${main}
</main>
</body>
</html>
`;
}

const BRAND_KEYS: Record<CardBrand, MessageKey> = { mada: 'brand_mada', visa: 'brand_visa', master: 'brand_master' };

export function challengePage(challenge: ChallengeRecord, language: Language, problem: string | null = null): string {
  const t = (key: MessageKey, values?: Record<string, string>) => escapeHtml(translate(language, key, values));
  const amount = `${Math.trunc(challenge.amount / 100)}.${String(challenge.amount % 100).padStart(2, '0')}`;
  const order = challenge.description
    ? `<div><dt>${t('order_label')}</dt><dd><bdi>${escapeHtml(challenge.description)}</bdi></dd></div>\n`
    : '';
  const main = `<h1>${t('heading')}</h1>
<p class="note">${t('sandbox_note')}</p>
${problem ? `<p class="error" role="alert">${escapeHtml(problem)}</p>\n` : ''}<p>${t(challenge.kind === 'payment' ? 'intro_payment' : 'intro_token')}</p>
<dl>
<div><dt>${t('amount_label')}</dt><dd><bdi>${t('amount_value', { amount })}</bdi></dd></div>
${order}<div><dt>${t('card_label')}</dt><dd>${t(BRAND_KEYS[challenge.brand])} <bdi dir="ltr">${escapeHtml(challenge.maskedNumber)}</bdi></dd></div>
</dl>
<form method="post" action="/v1/transaction_auths/${escapeHtml(challenge.id)}/form">
<input type="hidden" name="lang" value="${language}">
<fieldset>
<legend>${t('choice_legend')}</legend>
<button type="submit" name="decision" value="approve" class="approve">${t('approve')}</button>
<button type="submit" name="decision" value="fail" class="fail">${t('fail')}</button>
</fieldset>
</form>`;
  return documentHtml(language, translate(language, 'page_title'), main);
}

export function notFoundPage(language: Language): string {
  const main = `<h1>${escapeHtml(translate(language, 'not_found_title'))}</h1>\n<p>${escapeHtml(translate(language, 'not_found'))}</p>`;
  return documentHtml(language, translate(language, 'not_found_title'), main);
}

/**
 * The callback_url with id, status and message set: the merchant's own query is kept as it was
 * written, and any id, status or message in it is replaced. Values are percent-encoded.
 */
export function callbackWithResult(callbackUrl: string, result: { id: string; status: string; message: string | null }): string {
  const url = new URL(callbackUrl);
  const ours = new Set(['id', 'status', 'message']);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const key = part.split('=')[0]!;
      let name = key;
      try {
        name = decodeURIComponent(key.replace(/\+/g, ' '));
      } catch {
        // an undecodable key is the merchant's own: keep it
      }
      return !ours.has(name);
    });
  const added = [`id=${encodeURIComponent(result.id)}`, `status=${encodeURIComponent(result.status)}`, `message=${encodeURIComponent(result.message ?? '')}`];
  url.search = `?${[...kept, ...added].join('&')}`;
  return url.href;
}

export function registerThreeDSecureRoutes(scope: FastifyInstance, ctx: SandboxContext): void {
  const { state } = ctx;

  /** Where the shopper goes once the challenge is answered: the target's result on the callback. */
  const resultLocation = (challenge: ChallengeRecord): string => {
    if (challenge.kind === 'payment') {
      const payment = state.payments.get(challenge.targetId)!;
      return callbackWithResult(challenge.callbackUrl, { id: payment.id, status: payment.status, message: payment.message });
    }
    const token = state.tokens.get(challenge.targetId);
    return callbackWithResult(challenge.callbackUrl, {
      id: challenge.targetId,
      status: token?.status ?? 'failed',
      message: token?.message ?? AUTHENTICATION_FAILED_MESSAGE,
    });
  };

  const sendHtml = (reply: FastifyReply, status: number, html: string, language: Language, formTarget: string | null) =>
    reply
      .code(status)
      .header('content-security-policy', pagePolicy(formTarget))
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header('content-language', language)
      .header('vary', 'accept-language')
      .type('text/html; charset=utf-8')
      .send(html);

  const complete = (challenge: ChallengeRecord, approved: boolean): void => {
    challenge.done = true;
    if (challenge.kind === 'payment') {
      const payment = state.payments.get(challenge.targetId);
      if (!payment || payment.status !== 'initiated') return;
      if (approved) settle(payment, payment.behaviour);
      else failAuthentication(payment);
      return;
    }
    const token = state.tokens.get(challenge.targetId);
    if (!token || token.status !== 'initiated') return;
    token.status = approved ? 'verified' : 'failed';
    token.message = approved ? APPROVED_MESSAGE : AUTHENTICATION_FAILED_MESSAGE;
    token.updatedAt = new Date().toISOString();
  };

  scope.get<{ Params: { id: string }; Querystring: { lang?: string } }>('/transaction_auths/:id/form', async (request, reply) => {
    const language = pageLanguage(request.query.lang, request.headers['accept-language']);
    const challenge = state.challenges.get(request.params.id);
    if (!challenge) return sendHtml(reply, 404, notFoundPage(language), language, null);
    // Answered already (a reload, the back button): back to the merchant with the result.
    if (challenge.done) return reply.redirect(resultLocation(challenge), 303);
    return sendHtml(reply, 200, challengePage(challenge, language), language, new URL(challenge.callbackUrl).origin);
  });

  scope.post<{ Params: { id: string } }>('/transaction_auths/:id/form', async (request, reply) => {
    const body = isObject(request.body) ? request.body : {};
    const language = pageLanguage(body.lang, request.headers['accept-language']);
    const challenge = state.challenges.get(request.params.id);
    if (!challenge) return sendHtml(reply, 404, notFoundPage(language), language, null);
    if (!challenge.done) {
      if (body.decision !== 'approve' && body.decision !== 'fail') {
        const page = challengePage(challenge, language, translate(language, 'invalid_choice'));
        return sendHtml(reply, 400, page, language, new URL(challenge.callbackUrl).origin);
      }
      complete(challenge, body.decision === 'approve');
    }
    return reply.redirect(resultLocation(challenge), 303);
  });
}
