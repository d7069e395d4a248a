/** Thrown when a response body is larger than the caller accepts. */
export class DownloadTooLargeError extends Error {
  override name = 'DownloadTooLargeError';
}

/** A response's body as bytes, refused (and the transfer cancelled) once it passes `maxBytes`. */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new DownloadTooLargeError(`The response is larger than ${maxBytes} bytes.`);
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new DownloadTooLargeError(`The response is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
