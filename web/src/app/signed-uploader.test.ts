import { describe, expect, it } from '@jest/globals';
import { describeFailure } from './signed-uploader';

/** @uppy/aws-s3 6's error for a PUT the server refused. */
class S3ServiceError extends Error {
  constructor(message: string, readonly status: number, readonly body?: string) { super(message); }
}

describe('describeFailure', () => {
  it('reads the status and the server\'s message of a refused PUT (so a 415 is not retried as a network failure)', () => {
    const refused = new S3ServiceError('S3 returned 415', 415, JSON.stringify({ message: 'This file type is not allowed. Allowed types: PDF.' }));
    expect(describeFailure(refused)).toEqual({ step: 'put', status: 415, message: 'This file type is not allowed. Allowed types: PDF.' });
  });

  it('keeps the error\'s words when the body has no message, and status 0 when nothing answered', () => {
    expect(describeFailure(new S3ServiceError('S3 returned 502', 502, '<html>'))).toEqual({ step: 'put', status: 502, message: 'S3 returned 502' });
    expect(describeFailure(new Error('Network error'))).toEqual({ step: 'put', status: 0, message: 'Network error' });
  });
});
