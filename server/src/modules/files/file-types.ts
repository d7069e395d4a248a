import { FILE_TYPE_MISMATCH_MESSAGE, FILE_TYPE_REFUSED_MESSAGE, type FileKind } from '@tessera/core';
import { fileTypeFromBuffer } from 'file-type';
import { validationFailed } from '../../http/http-error.ts';

interface Accepted {
  kind: FileKind;
  mime: string;
  /** File-name extensions that may stand for this content. */
  names: readonly string[];
}

/**
 * What may be uploaded, by the type the content itself shows (magic bytes), never by its name.
 * No SVG or HTML: served from our own hosts, they could run script.
 */
const ACCEPTED: Record<string, Accepted> = {
  jpg: { kind: 'image', mime: 'image/jpeg', names: ['jpg', 'jpeg', 'jfif', 'jpe'] },
  png: { kind: 'image', mime: 'image/png', names: ['png'] },
  gif: { kind: 'image', mime: 'image/gif', names: ['gif'] },
  webp: { kind: 'image', mime: 'image/webp', names: ['webp'] },
  avif: { kind: 'image', mime: 'image/avif', names: ['avif'] },
  mp4: { kind: 'video', mime: 'video/mp4', names: ['mp4', 'm4v'] },
  webm: { kind: 'video', mime: 'video/webm', names: ['webm'] },
  mov: { kind: 'video', mime: 'video/quicktime', names: ['mov', 'qt'] },
  mp3: { kind: 'audio', mime: 'audio/mpeg', names: ['mp3'] },
  m4a: { kind: 'audio', mime: 'audio/mp4', names: ['m4a'] },
  wav: { kind: 'audio', mime: 'audio/wav', names: ['wav'] },
  ogg: { kind: 'audio', mime: 'audio/ogg', names: ['ogg', 'oga'] },
  opus: { kind: 'audio', mime: 'audio/ogg', names: ['opus', 'ogg'] },
  pdf: { kind: 'document', mime: 'application/pdf', names: ['pdf'] },
};

const KNOWN_NAMES = new Set(Object.values(ACCEPTED).flatMap((type) => type.names));

/** The content type of a served upload, by its key's extension (always the detected one). */
export const mimeOfExtension = (ext: string): string => ACCEPTED[ext]?.mime ?? 'application/octet-stream';

export interface CheckedType extends Accepted {
  /** The extension of the detected type, used for the stored key. */
  ext: string;
}

function nameExtension(filename: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename);
  return match?.[1]?.toLowerCase();
}

/**
 * The type of an upload by its bytes. Refused with 422 (field `file`): content of no accepted
 * type, and a name whose extension claims another type than the content is.
 */
export async function checkFileType(bytes: Buffer, filename: string): Promise<CheckedType> {
  const detected = await fileTypeFromBuffer(bytes);
  const claimed = nameExtension(filename);
  const accepted = detected && ACCEPTED[detected.ext];
  if (!accepted) {
    throw validationFailed({ file: [claimed && KNOWN_NAMES.has(claimed) ? FILE_TYPE_MISMATCH_MESSAGE : FILE_TYPE_REFUSED_MESSAGE] });
  }
  if (claimed && !accepted.names.includes(claimed)) throw validationFailed({ file: [FILE_TYPE_MISMATCH_MESSAGE] });
  return { ...accepted, ext: detected.ext };
}
