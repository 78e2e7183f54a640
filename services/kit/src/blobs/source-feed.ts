import type { Readable, Writable } from 'node:stream';

/**
 * Pipes a source (often an HTTP request) into a destination without destroying the source when the
 * destination fails: the caller can still answer 413 or 415 on that request's connection.
 * A source that errors or closes early fails the destination.
 */
export function feed(source: Readable, dest: Writable): () => void {
  const onError = (err: Error) => dest.destroy(err);
  const onClose = () => {
    if (!source.readableEnded) dest.destroy(new Error('upload aborted before its end'));
  };
  source.once('error', onError);
  source.once('close', onClose);
  source.pipe(dest);
  return () => {
    source.off('error', onError);
    source.off('close', onClose);
    source.unpipe(dest);
  };
}
