import { encode } from 'uqr';

/** A QR code as inline SVG: one path of dark modules, crisp at any size, no image request. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-52 rounded-md bg-white ring-1 ring-gray-200"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0f0a1e" />
    </svg>
  );
}
