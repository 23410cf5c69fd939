import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type FieldErrorCollector, badRequest, fieldError } from '../../lib/errors.js';
import { uploadMessages } from '../../media/index.js';

/** The text fields of an upload's multipart body and its one `image` file (or why not). */
export async function readUploadParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  let imageError: string | null = null;
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== 'image' || image !== null || imageError !== null) {
          await file.toBuffer().catch(() => undefined);
          continue;
        }
        try {
          image = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            imageError = uploadMessages.size;
          } else throw error;
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError({ image: [uploadMessages.size] });
    // Anything else here is a malformed multipart stream (no boundary, cut short, limits).
    request.log.debug({ err: error }, 'multipart body rejected');
    throw badRequest('The multipart body could not be read.');
  }
  return { fields, image, imageError };
}

/** A text field's length rule, with the spec's messages. */
export function lengthRule(
  errors: FieldErrorCollector,
  field: string,
  label: string,
  value: string,
  min: number,
  max: number,
) {
  if (!value) errors.add(field, `${label} is required`);
  else if (value.length < min)
    errors.add(field, `${label} must be at least ${min} characters long`);
  else if (value.length > max)
    errors.add(field, `${label} must be no more than ${max} characters long`);
}
