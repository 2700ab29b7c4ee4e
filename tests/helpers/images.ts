// Images made for the media library's tests and benchmark (decision 0082): no file is fetched or committed.
import sharp from 'sharp';

/** Raw RGB pixels of `width` × `height`, each from `colour(x, y)`, as a sharp pipeline to encode. */
export function pixels(width: number, height: number, colour: (x: number, y: number) => [number, number, number]) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(colour(x, y), (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/**
 * A photo-like JPEG: gradients with waves over them, and grain when `grain` (a camera's noise, which the encoders
 * have to keep and which makes them slower); `seed` makes each one different bytes.
 */
export const photoLike = (width: number, height: number, { seed = 0, grain = false } = {}) =>
  pixels(width, height, (x, y) => {
    const noise = grain ? ((x * 7919 + y * 104729 + seed) % 31) - 15 : 0;
    return [
      Math.max(0, Math.min(255, (x * 255) / width + noise)),
      Math.max(0, Math.min(255, (y * 255) / height + noise)),
      128 + 70 * Math.sin((x + seed) / 40) * Math.cos(y / 30),
    ];
  })
    .jpeg({ quality: 85 })
    .toBuffer();
