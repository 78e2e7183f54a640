import { NotFoundError, type BlobStore } from '@counsel/kit';

/** A whole blob in memory (extractors need random access; files are at most 25 MB). */
export async function readBlob(blobs: BlobStore, id: string): Promise<Buffer> {
  const found = await blobs.get(id);
  if (!found) throw new NotFoundError('The file is missing from storage');
  const parts: Buffer[] = [];
  for await (const chunk of found.stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(parts);
}
