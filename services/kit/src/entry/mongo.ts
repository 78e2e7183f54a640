// `@counsel/kit/mongo`: MongoDB connections and the GridFS blob store. Loads mongoose; import it only when
// MONGODB_URL is set (the store selectors and blob-store-from-env import it on demand).
export * from '../store/mongo.js';
export * from '../blobs/gridfs-blob-store.js';
export * from '../uploads/mongo-upload-ledger.js';
export * from '../store/mongo-student-projection.js';
