// The visitor figures' beacon (issue 37, decision 0083): an entry of the islands build, imported by every public
// page's script once the page is idle after its first paint, so it is never in the way of the first paint or of an
// island. It sends the view (the page, the referrer, the campaign's tags from the address) with `sendBeacon`, and the
// page's real-user speed from `web-vitals` when the page is hidden or left. No cookie and nothing in any storage: the
// server tells visitors apart by a hash it salts anew every day. With Global Privacy Control on, it sends nothing.
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { INSIGHTS_PATH, UTM_KEYS, UTM_MAX } from '#contracts/insights-limits.ts';
import type { InsightEvent } from '#contracts/insights.ts';

const send = (event: InsightEvent) =>
  navigator.sendBeacon(INSIGHTS_PATH, new Blob([JSON.stringify(event)], { type: 'application/json' }));

/** The campaign's tags the address carries (`?utm_campaign=spring`), each trimmed to its limit. */
function utmOf(search: string) {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, UTM_MAX);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

function start() {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  const path = location.pathname;
  send({ type: 'view', path, referrer: document.referrer || undefined, utm: utmOf(location.search) });
  const metrics: Partial<Record<'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb', number>> = {};
  const put = ({ name, value }: Metric) => {
    metrics[name.toLowerCase() as keyof typeof metrics] = value;
  };
  // Each reports on its own schedule; INP, CLS and LCP at the latest when the page is hidden, before the listener
  // below runs (they listen first).
  onTTFB(put);
  onFCP(put);
  onLCP(put);
  onCLS(put);
  onINP(put);
  let sent = false;
  const leave = (event: Event) => {
    if (sent || (event.type === 'visibilitychange' && document.visibilityState !== 'hidden')) return;
    if (Object.keys(metrics).length === 0) return;
    sent = true;
    send({ type: 'vitals', path, metrics });
  };
  addEventListener('visibilitychange', leave);
  addEventListener('pagehide', leave);
}

start();
