import { randomBytes } from 'node:crypto';
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeUpload } from './image-processes.js';
import { imageWork } from './image-work.js';
import { sniffImageFormat } from './sniff.js';

export { MAX_STORED_SIDE } from './transforms.js';

/** The spec's upload limit: exactly 10 MB is allowed, one byte more is not. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The spec's upload messages, word for word. */
export const uploadMessages = {
  empty: 'Please select a file',
  type: 'File type not supported. Please select JPEG, JPG, PNG, WEBP files',
  size: 'File size must be less than 10MB',
} as const;

export class UploadRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRejectedError';
  }
}

export interface StoredUpload {
  /** Path under mediaDir with forward slashes, e.g. `uploads/2026/11/3q2-….jpg`. */
  relativePath: string;
  width: number;
  height: number;
}

/**
 * Checks an uploaded image by its bytes, re-encodes it (auto-oriented, metadata stripped,
 * longest side capped) and writes it under `uploads/<yyyy>/<mm>/` with a random name.
 * Images with an alpha channel stay WebP so transparency survives; the rest become JPEG.
 */
export async function storeUpload(file: Buffer, mediaDir: string): Promise<StoredUpload> {
  if (file.length === 0) throw new UploadRejectedError(uploadMessages.empty);
  if (!sniffImageFormat(file)) throw new UploadRejectedError(uploadMessages.type);
  if (file.length > MAX_UPLOAD_BYTES) throw new UploadRejectedError(uploadMessages.size);

  // Decoding and encoding share one gate with the variant renders (503 when it is full).
  const encoded = await imageWork.run(() =>
    // Valid magic bytes followed by data the decoder rejects: not an image we support.
    encodeUpload(file).catch(() => {
      throw new UploadRejectedError(uploadMessages.type);
    }),
  );

  const now = new Date();
  const year = String(now.getUTCFullYear());
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const name = `${randomBytes(16).toString('base64url')}.${encoded.extension}`;
  const folder = path.join(mediaDir, 'uploads', year, month);
  await mkdir(folder, { recursive: true });
  // Written under a temporary name, then linked into place: a crash never leaves half a photo
  // under a real name, and `link` (unlike rename) never replaces an existing photo.
  const temporary = path.join(folder, `.${name}.${process.pid}.part`);
  await writeFile(temporary, encoded.data, { flag: 'wx' });
  try {
    await link(temporary, path.join(folder, name));
  } finally {
    await rm(temporary, { force: true });
  }

  return {
    relativePath: ['uploads', year, month, name].join('/'),
    width: encoded.width,
    height: encoded.height,
  };
}
