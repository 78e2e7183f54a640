import type { BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local-blob-store.js';

/**
 * GridFS when MONGODB_URL is set (distributed mode), else files under DATA_DIR/blobs/<service>.
 * The GridFS adapter is imported only when configured: embedded mode never loads mongoose.
 */
export async function blobStoreFor(config: { MONGODB_URL?: string; DATA_DIR: string }, service: string): Promise<BlobStore> {
  if (config.MONGODB_URL) {
    const { GridFsBlobStore } = await import('./gridfs-blob-store.js');
    return GridFsBlobStore.connect(config.MONGODB_URL, service);
  }
  return LocalBlobStore.forService(config.DATA_DIR, service);
}
