import type { Area } from 'react-easy-crop';
import { AVATAR_CROP, CROP_FAILED, outputSizeFor, waitForImage } from './imageRules';

/**
 * Cuts the crop out of the image at `src` and answers it as a PNG data URL (base64), `outputSize` pixels square
 * at most. Rejects with 'Crop image failed' when the image does not load in time or cannot be drawn.
 */
export async function cropToDataUrl(src: string, area: Area): Promise<string> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await waitForImage(image);
  const size = outputSizeFor(area.width);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(CROP_FAILED);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  const dataUrl = canvas.toDataURL(AVATAR_CROP.format, AVATAR_CROP.quality);
  if (!dataUrl.startsWith(`data:${AVATAR_CROP.format}`)) throw new Error(CROP_FAILED);
  return dataUrl;
}

/** The bytes of a base64 data URL as a Blob of its type, for the multipart upload. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;]+)/.exec(header)?.[1] ?? 'application/octet-stream';
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
