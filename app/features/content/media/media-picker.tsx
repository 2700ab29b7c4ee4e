// A field that names an image of the media library (`x-media`, decision 0082): the library's images to choose from,
// with the chosen one shown, or none (the item's illustration is shown then).
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mediaUrl, variantWidths } from '#contracts/media.ts';
import { FormField, Select } from '#app/components/ui/form-field.tsx';
import { contentItemQuery, contentListQuery } from '../api/content.ts';

type PickerProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  /** The field's path in the form, its name. */
  path: string;
  label: string;
  error?: string | undefined;
  /** What the field's image is for (its description) when it is not shown instead of the illustration. */
  schema: { description?: string };
};

/** An image of the library as the studio shows it, cut around its focal point as the site cuts it. */
export function LibraryImage({ mediaKey, className }: { mediaKey: string; className: string }) {
  const item = useQuery(contentItemQuery('media', mediaKey));
  const data = (item.data?.item?.data ?? item.data?.draft?.data) as
    | { file?: string; width?: number; alt?: { en?: string }; focal?: { x: number; y: number } }
    | undefined;
  if (!data?.file || !data.width) return null;
  const widths = variantWidths(data.width);
  return (
    <img
      src={mediaUrl(data.file, widths[Math.min(1, widths.length - 1)]!, 'webp')}
      alt={data.alt?.en ?? ''}
      className={`object-cover ${className}`}
      style={data.focal ? { objectPosition: `${data.focal.x}% ${data.focal.y}%` } : undefined}
    />
  );
}

export function MediaPicker({ value, onChange, path: name, label, error, schema }: PickerProps) {
  const use = schema.description;
  const list = useQuery(contentListQuery);
  const images = (list.data ?? []).filter((item) => item.type === 'media' && item.revision > 0);
  const chosen = typeof value === 'string' ? value : '';
  return (
    <FormField
      label={label}
      error={error}
      hint={
        <>
          An image of the <Link to="?type=media" className="font-semibold text-brand-700 underline">media library</Link>,
          {` ${use ?? 'shown instead of the illustration'}. Only published images are listed.`}
        </>
      }
    >
      <Select name={name} value={chosen} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{use ? 'None' : 'None: the illustration'}</option>
        {images.map((image) => (
          <option key={image.key} value={image.key}>
            {image.title ?? image.key}
          </option>
        ))}
        {chosen && !images.some((image) => image.key === chosen) && <option value={chosen}>{chosen}</option>}
      </Select>
      {chosen && <LibraryImage mediaKey={chosen} className="mt-2 aspect-video w-48 rounded-md ring-1 ring-gray-200" />}
    </FormField>
  );
}
