// An image of the media library in the studio (issue 36, decision 0082): its upload with progress, the sizes the server
// is making, its focal point set by clicking on it (or with the arrow keys), and where it is used. Its alt texts and
// the decorative mark are the generated form's fields below this panel.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  MEDIA_ACCEPT,
  MEDIA_MAX_BYTES,
  type MediaFileInfo,
  mediaFieldLabel,
  mediaKeyOf,
  mediaUrl,
  variantWidths,
} from '#contracts/media.ts';
import { FileInput, FormField } from '#app/components/ui/form-field.tsx';
import { FormAlert } from '#app/components/ui/form-alert.tsx';
import { serverMessage } from '#app/lib/admin/request.ts';
import { card } from '../item-list.tsx';
import { mediaFileQuery, mediaUsageQuery, uploadMediaFile } from './api.ts';

type MediaData = { file?: string; width?: number; height?: number; focal?: { x: number; y: number } };
type PanelProps = {
  data: unknown;
  onChange: (data: unknown) => void;
  itemKey: string;
  setKey: (key: string) => void;
  isNew: boolean;
};

const percentOf = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

function Upload({ onUploaded }: { onUploaded: (info: MediaFileInfo, name: string) => void }) {
  const [sent, setSent] = useState<{ name: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > MEDIA_MAX_BYTES) {
      setError(`${file.name} is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB: make it smaller and try again.`);
      return;
    }
    setSent({ name: file.name, share: 0 });
    try {
      const info = await uploadMediaFile(file, (share) => setSent({ name: file.name, share }));
      onUploaded(info, file.name);
    } catch (failure) {
      setError(serverMessage(failure, 'The image could not be uploaded.'));
    } finally {
      setSent(null);
    }
  };
  return (
    <div className="grid gap-3">
      <FormField
        label="Image file"
        hint="JPEG, PNG, WebP, AVIF or SVG, at most 20 MB. The site shows it as AVIF or WebP at the size each screen needs."
      >
        <FileInput name="media-file" accept={MEDIA_ACCEPT} disabled={sent !== null} onChange={(event) => void choose(event.target.files?.[0])} />
      </FormField>
      {sent && (
        <div className="grid gap-1 text-sm text-gray-700">
          <span id="upload-progress-label">
            Uploading {sent.name}: {Math.round(sent.share * 100)}%
          </span>
          <progress aria-labelledby="upload-progress-label" className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700" value={sent.share} max={1} />
        </div>
      )}
      {error && <FormAlert>{error}</FormAlert>}
    </div>
  );
}

/** How far the server is in making the image's sizes; nothing once they are all made. */
function Processing({ file }: { file: string }) {
  const state = useQuery(mediaFileQuery(file));
  if (!state.data || state.data.state === 'ready') return null;
  if (state.data.state === 'failed')
    return <FormAlert>The server could not make the sizes of this image. Upload it again, or another file.</FormAlert>;
  return (
    <div className="grid gap-1 text-sm text-gray-700" role="status">
      <span>
        Making the sizes the site shows: {state.data.done} of {state.data.total}
      </span>
      <progress className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700" value={state.data.done} max={state.data.total} aria-hidden="true" />
    </div>
  );
}

/** The image with its focal point: a click, or the arrow keys (5% a press), moves it; beside it, the card's crop. */
function FocalPoint({ media, onFocal }: { media: Required<Pick<MediaData, 'file'>> & MediaData; onFocal: (x: number, y: number) => void }) {
  const focal = media.focal ?? { x: 50, y: 50 };
  const widths = variantWidths(media.width ?? 800);
  const preview = mediaUrl(media.file, widths.find((width) => width >= 800) ?? widths.at(-1)!, 'webp');
  const moves: Record<string, [number, number]> = { ArrowLeft: [-5, 0], ArrowRight: [5, 0], ArrowUp: [0, -5], ArrowDown: [0, 5] };
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid gap-2">
        <button
          type="button"
          className="relative block cursor-crosshair overflow-hidden rounded-md ring-1 ring-gray-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          aria-label={`Focal point: ${focal.x}% from the left, ${focal.y}% from the top. Click on the image, or use the arrow keys, to move it.`}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            // A click from the keyboard (Enter, Space) has no position: it keeps the point where it is.
            if (event.detail === 0) return;
            onFocal(percentOf(((event.clientX - box.left) / box.width) * 100), percentOf(((event.clientY - box.top) / box.height) * 100));
          }}
          onKeyDown={(event) => {
            const move = moves[event.key];
            if (!move) return;
            event.preventDefault();
            onFocal(percentOf(focal.x + move[0]), percentOf(focal.y + move[1]));
          }}
        >
          <img src={preview} alt="" width={media.width} height={media.height} className="block h-auto w-full" />
          <span
            aria-hidden="true"
            className="absolute size-6 -translate-1/2 rounded-full border-3 border-white shadow-raised ring-2 ring-brand-700"
            style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
          />
        </button>
        <p className="text-sm text-gray-600">
          {media.width} × {media.height} pixels. The point stays in view where a page crops the image.
        </p>
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm font-semibold text-ink-900">As a card shows it</p>
        <img
          src={preview}
          alt=""
          className="aspect-video w-full rounded-md object-cover ring-1 ring-gray-200"
          style={{ objectPosition: `${focal.x}% ${focal.y}%` }}
        />
      </div>
    </div>
  );
}

/** The items whose fields name this image: it cannot be deleted while a published one does. */
function Usage({ itemKey }: { itemKey: string }) {
  const usage = useQuery(mediaUsageQuery);
  if (!usage.data) return null;
  const uses = usage.data[itemKey] ?? [];
  return (
    <div className="grid gap-2 text-sm">
      <h3 className="font-semibold text-ink-900">Where it is used</h3>
      {uses.length === 0 ? (
        <p className="text-gray-600">On no page yet. An image no page uses can be deleted.</p>
      ) : (
        <ul className="grid gap-1">
          {uses.map((use) => (
            <li key={`${use.file}:${use.field}`}>
              <Link to={`?edit=${use.type}/${use.key}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {use.title ?? use.file}
              </Link>{' '}
              <span className="text-gray-600">
                (as its {mediaFieldLabel(use.field)}
                {use.draft ? ', in a draft' : ''})
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function MediaPanel({ data, onChange, itemKey, setKey, isNew }: PanelProps) {
  const media = (data ?? {}) as MediaData;
  return (
    <section aria-labelledby="media-panel-title" className={`${card} grid gap-4`}>
      <h2 id="media-panel-title" className="text-lg font-bold text-ink-900">
        Image
      </h2>
      {media.file ? (
        <>
          <Processing file={media.file} />
          <FocalPoint media={{ ...media, file: media.file }} onFocal={(x, y) => onChange({ ...media, focal: { x, y } })} />
          {!isNew && <Usage itemKey={itemKey} />}
        </>
      ) : (
        <Upload
          onUploaded={(info, name) => {
            onChange({ ...media, file: info.file, width: info.width, height: info.height });
            if (isNew && !itemKey) setKey(mediaKeyOf(name));
          }}
        />
      )}
    </section>
  );
}
