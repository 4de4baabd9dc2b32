import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/ids.js';
import { ApiError } from '../http/errors.js';
import type { ReceivedFile } from '../hub/multipart.js';
import { saveAvatar } from './avatar-repository.js';
import { BmpError, decodeBmp } from './bmp.js';
import { findUserById } from './repository.js';

/** Largest side of the stored avatar (a square PNG). */
export const AVATAR_SIZE = 512;
/** The largest upload read; a cropped avatar is far smaller. */
export const AVATAR_MAX_BYTES = 5_000_000;
/** Decoded pixels an upload may have (guards against images that decode to gigabytes). */
export const AVATAR_MAX_PIXELS = 40_000_000;

/** Image types judged by their bytes that may become an avatar (HEIC/HEIF only where the image library reads them). */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
  'image/avif',
  'image/heic',
  'image/heif',
]);

export function wrongFileType(): ApiError {
  return new ApiError(415, 'wrongFileType', 'Wrong File Type', 'Please add only image Files for the Avatar.');
}

function unreadableImage(): ApiError {
  return new ApiError(
    415,
    'unreadableImage',
    'Wrong File Type',
    'This image could not be read. Please use a PNG, JPEG, GIF, WebP, BMP or TIFF image.',
  );
}

function imageTooLarge(): ApiError {
  return new ApiError(
    413,
    'imageTooLarge',
    'Image too large',
    `The avatar image may have at most ${AVATAR_MAX_BYTES / 1_000_000} MB and ${AVATAR_MAX_PIXELS / 1_000_000} million pixels.`,
  );
}

/**
 * Turns an uploaded image into the stored avatar: a real image by its bytes (else 415 'Wrong File Type'),
 * oriented by its EXIF data, cut to the centred square and scaled down to at most 512×512, as PNG without
 * metadata.
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  // The image library (native libvips) and the type sniffer load with the first avatar, not with the server.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([import('file-type'), import('sharp')]);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) throw wrongFileType();
  try {
    let image: Sharp;
    if (detected.mime === 'image/bmp') {
      const bitmap = decodeBmp(bytes, AVATAR_MAX_PIXELS);
      image = sharp(bitmap.data, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } });
    } else {
      image = sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS }).rotate();
    }
    const meta = await image.metadata();
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    const size = Math.min(AVATAR_SIZE, width, height);
    if (size < 1) throw unreadableImage();
    return await image.resize(size, size, { fit: 'cover', position: 'centre' }).png().toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit|too many pixels/i.test(message)) throw imageTooLarge();
    if (error instanceof BmpError || error instanceof Error) throw unreadableImage();
    throw error;
  }
}

/** Stores the avatar and answers the new refreshtoken (a millisecond timestamp, later than the previous one). */
export async function uploadAvatar(
  db: Db,
  userId: string,
  file: ReceivedFile,
  now: Date,
): Promise<{ success: true; refreshtoken: number }> {
  if (file.overLimit) throw imageTooLarge();
  if (file.size === 0) throw wrongFileType();
  const png = await normaliseAvatar(file.bytes);
  const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
  const user = await findUserById(db, userId);
  const previous = user?.refreshtoken === null || user?.refreshtoken === undefined ? 0 : Number(user.refreshtoken);
  const refreshtoken = Math.max(now.getTime(), previous + 1);
  await db
    .transaction()
    .execute((trx) => saveAvatar(trx, userId, { content: png, etag, refreshtoken, now: nowIso(now) }));
  return { success: true, refreshtoken };
}
