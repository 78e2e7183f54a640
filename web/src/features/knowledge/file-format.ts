/** How knowledge-base and content values read on screen. */

/** Sizes in KB with one decimal (bytes / 1024), as the student documents show them. */
export { formatKb } from '../documents/document-format';
