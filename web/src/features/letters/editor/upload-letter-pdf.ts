import { uploadSignedPdf } from '../../../app/upload-signed-pdf';
import { letterFileError } from './letter-editor-rules';

/**
 * A teacher's letter PDF through the portal's signed uploader: a single-use URL from POST /api/letters/upload-url
 * (createLetterUploadUrl), then the upload's id for submitRecommendationLetter. Rejects in the author's words.
 */
export function uploadLetterPdf(file: File): Promise<string> {
  return uploadSignedPdf(file, { id: 'recommendation-letter', uploadUrlPath: '/api/letters/upload-url', describe: letterFileError });
}
