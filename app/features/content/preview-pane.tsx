// The live preview beside the form (decision 0076): the item's real page, rendered by the server with the build's own
// components and styles from what the form holds, a moment after each change, in English or Dutch; and a link to the
// draft to share with someone who is not signed in.
import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { ApiError } from '#app/lib/api.ts';
import { formatDate } from '#app/lib/admin/format.ts';
import { serverMessage } from '#app/lib/admin/request.ts';
import { previewItem, sharePreview } from './api/content.ts';
import { card } from './item-list.tsx';

/** How long after the last change the preview is asked for. */
const PREVIEW_AFTER_MS = 600;

/** English or Dutch, for a preview. */
export function LocaleSwitch({ locale, onLocale }: { locale: 'en' | 'nl'; onLocale: (locale: 'en' | 'nl') => void }) {
  return (
    <fieldset className="flex gap-1 rounded-lg bg-gray-100 p-1 text-sm">
      <legend className="sr-only">Language of the preview</legend>
      {(['en', 'nl'] as const).map((each) => (
        <label
          key={each}
          className="cursor-pointer rounded-md px-3 py-1 font-semibold text-gray-700 has-[:checked]:bg-white has-[:checked]:text-ink-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
        >
          <input
            type="radio"
            name="preview-locale"
            value={each}
            checked={locale === each}
            onChange={() => onLocale(each)}
            className="sr-only"
          />
          {each === 'en' ? 'English' : 'Nederlands'}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * A rendered page in a frame. No script runs in it (sandbox without allow-scripts): the page as its HTML and styles
 * show it, which is how it first paints on the site; same origin, so its stylesheets and fonts load.
 */
export function PreviewFrame({ html, path, tall = false }: { html: string; path: string; tall?: boolean }) {
  return (
    <iframe
      title={`Preview of ${path}`}
      srcDoc={html}
      sandbox="allow-same-origin"
      // The cookie banner asks a visitor, not a reviewer: with no script in the frame it could not be dismissed.
      onLoad={(event) => event.currentTarget.contentDocument?.querySelector('[data-cookie-banner]')?.remove()}
      className={`w-full rounded-lg ring-1 ring-gray-200 ${tall ? 'h-[80vh]' : 'h-[70vh]'}`}
    />
  );
}

type Rendered = { html: string; path: string } | { problems: string[] } | null;

export function PreviewPane({
  type,
  itemKey,
  data,
  locale,
  onLocale,
  canShare,
}: {
  type: string;
  itemKey: string;
  data: unknown;
  locale: 'en' | 'nl';
  onLocale: (locale: 'en' | 'nl') => void;
  /** A link shares the saved draft: only once the item has one or is published. */
  canShare: boolean;
}) {
  const [rendered, setRendered] = useState<Rendered>(null);
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState<{ link: string; expiresAt: string } | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);

  useEffect(() => {
    if (!itemKey) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      previewItem(type, itemKey, data, locale, controller.signal).then(
        (answer) => {
          setRendered({ html: answer.html, path: answer.path });
          setBusy(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const fields = error instanceof ApiError ? (error.envelope?.fieldErrors ?? {}) : {};
          const problems = Object.entries(fields).map(([field, texts]) => `${field}: ${texts.join('; ')}`);
          setRendered({ problems: [serverMessage(error, 'The preview could not be made'), ...problems] });
          setBusy(false);
        },
      );
    }, PREVIEW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [type, itemKey, data, locale]);

  const share = async () => {
    setShareError(null);
    try {
      const answer = await sharePreview(type, itemKey);
      setShared({ link: `${window.location.origin}${answer.link}`, expiresAt: answer.expiresAt });
    } catch (error) {
      setShareError(serverMessage(error, 'No link was made'));
    }
  };

  return (
    <section aria-labelledby="preview-title" className={`${card} grid gap-4 xl:sticky xl:top-20`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-title" className="text-lg font-bold text-ink-900">
          Preview
        </h2>
        <LocaleSwitch locale={locale} onLocale={onLocale} />
      </div>
      <p role="status" className="text-sm text-gray-700">
        {busy
          ? 'Updating the preview...'
          : rendered && 'path' in rendered
            ? `${rendered.path}, as it would look published: not on the site yet.`
            : rendered
              ? ''
              : 'Making the preview...'}
      </p>
      {rendered && 'problems' in rendered && (
        <ul className="grid gap-1 rounded-lg bg-tone-amber/5 p-4 text-sm text-gray-800">
          {rendered.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {rendered && 'html' in rendered && (
        <PreviewFrame html={rendered.html} path={rendered.path} />
      )}
      <div className="grid gap-2">
        <Button type="button" variant="outline" size="sm" disabled={!canShare} onClick={() => void share()}>
          Share a preview link
        </Button>
        {!canShare && <p className="text-sm text-gray-600">A link shares the saved draft: save one first.</p>}
        {shareError && <p className="text-sm text-danger-600">{shareError}</p>}
        {shared && (
          <div className="grid gap-1 text-sm">
            <label htmlFor="preview-link" className="font-semibold text-ink-900">
              Preview link
            </label>
            <input
              id="preview-link"
              readOnly
              value={shared.link}
              onFocus={(event) => event.target.select()}
              className="w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs"
            />
            <p className="text-gray-700">
              Opens this item’s draft as it is saved, for anyone with the link, until {formatDate(shared.expiresAt)}.
              Search engines never list it.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
