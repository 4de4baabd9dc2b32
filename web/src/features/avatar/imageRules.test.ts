import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataUrlToBlob } from './cropImage';
import {
  AVATAR_CROP,
  CROP_FAILED,
  isCropperImageType,
  isImageFile,
  maxZoomFor,
  outputSizeFor,
  sizedSvg,
  waitForImage,
} from './imageRules';

describe('cropper image types (part 1 §5)', () => {
  it.each<[string, string, boolean]>([
    ['a.png', 'image/png', true],
    ['a.jpg', 'image/jpeg', true],
    ['a.jpeg', 'image/jpg', true],
    ['a.heic', 'image/heic', true],
    ['a.bmp', 'image/bmp', true],
    ['a.gif', 'image/gif', true],
    ['a.tiff', 'image/tiff', true],
    ['a.svg', 'image/svg+xml', true],
    ['a.webp', 'image/webp', true],
    ['a.ico', 'image/x-icon', true],
    ['a.ico', 'image/vnd.microsoft.icon', true],
    ['a.avif', 'image/avif', false],
    ['a.pdf', 'application/pdf', false],
    ['a.txt', 'text/plain', false],
    ['photo.png', '', true],
    ['notes.txt', '', false],
  ])('%s (%s) → %s', (name, type, valid) => {
    expect(isCropperImageType({ name, type })).toBe(valid);
  });

  it('a dropped file must have an image type', () => {
    expect(isImageFile({ type: 'image/avif' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });
});

describe('crop limits (part 1 §9)', () => {
  it('zooms at most until the crop is 20 image pixels', () => {
    expect(maxZoomFor(1000, 400)).toBe(20);
    expect(maxZoomFor(30, 30)).toBe(1.5);
    expect(maxZoomFor(10, 10)).toBe(1);
  });

  it('uploads a square of at most the output size, never scaled up', () => {
    expect(AVATAR_CROP.outputSize).toBe(256);
    expect(outputSizeFor(1200)).toBe(256);
    expect(outputSizeFor(99.6)).toBe(100);
    expect(outputSizeFor(20)).toBe(20);
  });

  it('keeps the spec constants', () => {
    expect(AVATAR_CROP).toMatchObject({
      aspect: 1,
      format: 'image/png',
      quality: 0.92,
      minSize: 20,
      keyboardStep: 3,
      loadRetries: 40,
      loadRetryMs: 50,
    });
  });
});

describe('waitForImage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fails with 'Crop image failed' after 40 retries of 50 ms", async () => {
    vi.useFakeTimers();
    const image = { complete: false, naturalWidth: 0 };
    const result = waitForImage(image).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(40 * 50 - 1);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(CROP_FAILED);
  });

  it('resolves once the image has pixels', async () => {
    vi.useFakeTimers();
    const image = { complete: false, naturalWidth: 0 };
    const result = waitForImage(image);
    await vi.advanceTimersByTimeAsync(500);
    image.complete = true;
    image.naturalWidth = 64;
    await vi.advanceTimersByTimeAsync(50);
    await expect(result).resolves.toBeUndefined();
  });

  it('counts a broken image (complete without pixels) as not loaded', async () => {
    vi.useFakeTimers();
    const result = waitForImage({ complete: true, naturalWidth: 0 }).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await result).toBe(CROP_FAILED);
  });
});

describe('SVG size (part 1 §5)', () => {
  const svg = (attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><circle r="4"/></svg>`;

  it('keeps an SVG with width and height', () => {
    const markup = svg('width="40" height="30"');
    expect(sizedSvg(markup)).toBe(markup);
  });

  it('takes width and height from the viewBox', () => {
    const sized = sizedSvg(svg('viewBox="0 0 120 80"')) ?? '';
    expect(sized).toContain('width="120"');
    expect(sized).toContain('height="80"');
  });

  it('refuses an SVG without both', () => {
    expect(sizedSvg(svg('width="40"'))).toBeNull();
    expect(sizedSvg(svg(''))).toBeNull();
    expect(sizedSvg('<html></html>')).toBeNull();
  });
});

describe('dataUrlToBlob', () => {
  it('turns base64 into bytes of the data URL type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,iVBORw0KGgo=');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
