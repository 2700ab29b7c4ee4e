import type { FastifyInstance, FastifyReply } from 'fastify';

/** Every response's CSP; HTML pages add their inline scripts' hashes, never 'unsafe-inline' (decision 0002). */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []) {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self'",
    // React renders a few style attributes (aspect ratios, swipe offsets).
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    // No page sets a <base>, so none injected may redirect relative URLs (ASVS 3.4.3).
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy of a file sent as a download (a CV): nothing in it may load, run, post or be framed. */
export const downloadContentSecurityPolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** Helmet's defaults, plus HSTS for a year with subdomains, no framing and no powerful features. */
export const securityHeaderSet: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The one source of these headers; keeps any a route set itself (a page's CSP, a download's). */
export function applySecurityHeaders(reply: FastifyReply) {
  for (const [name, value] of Object.entries(securityHeaderSet)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', contentSecurityPolicy());
  }
}

export async function securityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    applySecurityHeaders(reply);
  });
}
