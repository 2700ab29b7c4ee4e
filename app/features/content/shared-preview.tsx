// /admin/preview#<token>: a draft shared from the studio (decision 0076), for someone who is not signed in. The token
// rides after '#', which a browser never sends: it is read here and sent in a JSON body only. It stays in the address
// bar, so the link can be reloaded and opened again until it expires.
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { PreviewOpenResponse } from '#contracts/content/api.ts';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { apiRequest } from '#app/lib/api.ts';
import { formatDate } from '#app/lib/admin/format.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { LocaleSwitch, PreviewFrame } from './preview-pane.tsx';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const tokenOfPage = () => window.location.hash.slice(1);

export function SharedPreview() {
  const token = useSyncExternalStore(subscribe, tokenOfPage, () => null);
  const [locale, setLocale] = useState<'en' | 'nl'>('en');
  const preview = useQuery({
    queryKey: ['preview', token, locale],
    queryFn: () => apiRequest<PreviewOpenResponse>('/api/preview', { method: 'POST', json: { token, locale } }),
    enabled: Boolean(token),
  });
  if (token === null || (token && preview.isPending)) {
    return (
      <p role="status" className="text-gray-700">
        Opening the draft...
      </p>
    );
  }
  if (!token) return <FormAlert>This link has no draft in it. Ask for a new one.</FormAlert>;
  if (preview.isError) return <FormAlert>{serverMessage(preview.error, 'The draft could not be opened')}</FormAlert>;
  const { html, path, title, expiresAt } = preview.data!;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-gray-800">
          <strong className="text-ink-900">{title ?? path}</strong>, at {path}. This link works until{' '}
          {formatDate(expiresAt)}.
        </p>
        <LocaleSwitch locale={locale} onLocale={setLocale} />
      </div>
      <PreviewFrame html={html} path={path} tall />
    </div>
  );
}
