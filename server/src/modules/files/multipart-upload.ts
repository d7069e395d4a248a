import { FILE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES, unsafeTextMessage } from '@tessera/core';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationFailed } from '../../http/http-error.ts';

export interface Upload {
  bytes: Buffer;
  filename: string;
  /** The other parts of the form, as text. */
  fields: Record<string, string>;
}

export const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 };

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * The one file of a multipart request (its part named `file`, or one of `fileParts`: rich-text
 * editors send `upload`) and its text fields; 413 past the size limit, 422 without a file or
 * with a control character in a field or the file name.
 */
export async function readUpload(request: FastifyRequest, fileParts: readonly string[] = ['file']): Promise<Upload> {
  if (!request.isMultipart()) throw validationFailed({ file: ['Send the file as multipart/form-data.'] });
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (fileParts.includes(part.fieldname)) file = { bytes, filename: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError('payload_too_large', FILE_TOO_LARGE_MESSAGE);
    throw error;
  }
  if (!file || file.bytes.length === 0) throw validationFailed({ file: ['The file field is required.'] });
  // The text parts and the file name are stored as they come: refused where PostgreSQL would refuse them.
  for (const [field, text] of [...Object.entries(fields), ['file', file.filename] as const]) {
    const message = unsafeTextMessage(text);
    if (message) throw validationFailed({ [field]: [message] });
  }
  return { ...file, fields };
}
