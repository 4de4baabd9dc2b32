/**
 * The avatar cropper's rules (part 1 §5, §9): a round 1:1 crop, PNG output as base64, quality 92, a crop of at least
 * 20 image pixels, keyboard steps of 3, and a load that fails after 40 retries of 50 ms.
 */
export const AVATAR_CROP = {
  aspect: 1,
  format: 'image/png',
  quality: 0.92,
  /** The smallest crop, in pixels of the source image. */
  minSize: 20,
  keyboardStep: 3,
  loadRetries: 40,
  loadRetryMs: 50,
  /**
   * Width (and height) of the uploaded square. The spec resizes to 40 px; at 40 px the profile page's 96 px avatar
   * and every picture on a high-density screen look blurred, so the square is 256 px (the server keeps at most
   * 512). A smaller crop is not scaled up.
   */
  outputSize: 256,
} as const;

/** The message a failed crop rejects with (part 1 §8). */
export const CROP_FAILED = 'Crop image failed';

const CROPPER_TYPES = /^image\/(png|jpe?g|heic|heif|bmp|gif|tiff|svg\+xml|webp|x-icon|vnd\.microsoft\.icon)$/i;
const CROPPER_EXTENSIONS = /\.(png|jpe?g|heic|heif|bmp|gif|tiff?|svg|webp|ico)$/i;

/**
 * The image types the cropper takes: png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp and icon types, judged by the
 * MIME type, or by the name when the browser reports none. Anything else is 'Invalid image type'.
 */
export function isCropperImageType(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? CROPPER_TYPES.test(file.type) : CROPPER_EXTENSIONS.test(file.name);
}

/** A dropped file must be an image (part 1 §5); a file chosen through the picker is not checked. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/');
}

export function isSvg(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'image/svg+xml' || (!file.type && /\.svg$/i.test(file.name));
}

/** The zoom at which the crop is `minSize` pixels of the image: the cropper's largest zoom. */
export function maxZoomFor(naturalWidth: number, naturalHeight: number): number {
  const side = Math.min(naturalWidth, naturalHeight);
  return Math.max(1, side / AVATAR_CROP.minSize);
}

/** The side of the uploaded square for a crop: `outputSize`, or the crop's own size when it is smaller. */
export function outputSizeFor(cropWidth: number): number {
  return Math.max(1, Math.min(AVATAR_CROP.outputSize, Math.round(cropWidth)));
}

/**
 * Waits until an image has loaded (complete with pixels), checking every `loadRetryMs`; after `loadRetries`
 * checks it rejects with 'Crop image failed'.
 */
export function waitForImage(
  image: Pick<HTMLImageElement, 'complete' | 'naturalWidth'>,
  retries: number = AVATAR_CROP.loadRetries,
  intervalMs: number = AVATAR_CROP.loadRetryMs,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const check = () => {
      if (image.complete && image.naturalWidth > 0) {
        resolve();
        return;
      }
      if (tries >= retries) {
        reject(new Error(CROP_FAILED));
        return;
      }
      tries += 1;
      setTimeout(check, intervalMs);
    };
    check();
  });
}

/**
 * An SVG the cropper can draw: it needs width and height or a viewBox (part 1 §5). With only a viewBox, width and
 * height are taken from it so the browser gives the image a size. Answers null for an SVG without either.
 */
export function sizedSvg(markup: string): string | null {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const svg = document.documentElement;
  if (svg.nodeName.toLowerCase() !== 'svg' || document.querySelector('parsererror')) return null;
  const width = Number.parseFloat(svg.getAttribute('width') ?? '');
  const height = Number.parseFloat(svg.getAttribute('height') ?? '');
  if (width > 0 && height > 0) return markup;
  const box = (svg.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth, boxHeight] = box;
  if (box.length !== 4 || !(boxWidth && boxWidth > 0) || !(boxHeight && boxHeight > 0)) return null;
  svg.setAttribute('width', String(boxWidth));
  svg.setAttribute('height', String(boxHeight));
  return new XMLSerializer().serializeToString(svg);
}
