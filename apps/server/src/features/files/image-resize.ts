import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../../http/errors.ts';
import { FILE_TYPES, type FileType } from './content-type.ts';
import type { ReceivedUpload } from './receive-upload.ts';

/** The box a picture is shrunk into (never enlarged): the largest size its page shows, at 2×. */
export interface ImageBounds {
  maxWidth: number;
  maxHeight: number;
}

/** The pictures people place: what cameras, phones and screenshots make. */
const PICTURE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Decoding stops beyond 40 megapixels (a 7,000 × 5,700 photo): a small file that claims a huge
 * canvas (a decompression bomb) is refused before its pixels are allocated.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** A picture that takes longer than this to decode and encode is refused, not waited for. */
const DECODE_SECONDS = 10;

/** A picture made ready for a page, as an upload the file store keeps like any other. */
export interface ResizedImage {
  upload: ReceivedUpload;
  type: FileType;
  width: number;
  height: number;
}

/**
 * Turns an uploaded picture into what the page shows: turned upright by its EXIF orientation, shrunk
 * into the bounds, and re-encoded (JPEG, or PNG where it has transparency), which drops every piece
 * of metadata: EXIF with its GPS position, camera and times, XMP, ICC comments. Only the first frame
 * of an animation is kept. What sharp cannot read as a picture is refused as such.
 */
export async function resizeImage(upload: ReceivedUpload, bounds: ImageBounds): Promise<ResizedImage> {
  // The header alone, read without the pixel limit, so a bomb is named as one rather than as no picture.
  const metadata = await sharp(upload.path)
    .metadata()
    .catch(() => null);
  if (!metadata?.format || !PICTURE_FORMATS.has(metadata.format)) throw new AppError('file.notAnImage', 415);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('file.imageTooLarge', 413);
  }
  try {
    const shrunk = sharp(upload.path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .timeout({ seconds: DECODE_SECONDS })
      .rotate()
      .resize({ width: bounds.maxWidth, height: bounds.maxHeight, fit: 'inside', withoutEnlargement: true });
    const type = metadata.hasAlpha ? FILE_TYPES.png : FILE_TYPES.jpeg;
    const encoded = metadata.hasAlpha
      ? shrunk.png({ compressionLevel: 9 })
      : shrunk.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const baseName = upload.clientName.replace(/\.[^.]*$/, '') || 'image';
    return {
      type,
      width: info.width,
      height: info.height,
      upload: {
        size: data.length,
        clientName: `${baseName}.${type.extensions[0]}`,
        path: upload.path,
        stream: () => Readable.from([data]),
        discard: upload.discard,
      },
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('file.imageTooLarge', 413);
    }
    throw new AppError('file.notAnImage', 415);
  }
}
