import i18next from 'i18next';
import type { ChatCitation } from '../../chatbot/chat-stream';
import { DOCUMENT_UPLOAD_RULES } from '../../documents/document-format';
import { LETTER_TEXT_MAX } from '../letter-rules';

/** The letter being written: in the page, or a PDF picked from the author's computer. */
export interface LetterValue {
  mode: 'text' | 'pdf';
  text: string;
  file: File | null;
  /** "Use this draft" was chosen for this letter (the letter records it when the input takes it). */
  aiDraftUsed: boolean;
}

export const EMPTY_LETTER: LetterValue = { mode: 'text', text: '', file: null, aiDraftUsed: false };

/** The services' limit for a letter's PDF (LETTER_MAX_BYTES is the documents' limit). */
export const LETTER_PDF_MAX_BYTES = DOCUMENT_UPLOAD_RULES.maxFileSize;

/** Put in front of a draft's sentence that cites nothing, so it cannot go out unnoticed. */
export const NO_SOURCE_MARK = '[No source]';

export interface DraftSentence { text: string; citations: string[]; unsupported: boolean; section?: string | null }
export interface DraftSource { marker: string; type: string; title: string; content: string }

/** A sentence's markers ([P], [C1], [N2]…) leave the letter; the citations are shown beside it instead. */
const MARKERS = /\s*\[[A-Z]\d*\]/g;
export const withoutMarkers = (text: string): string => text.replace(MARKERS, '').trim();

/**
 * The draft as the text area's starting text: an outline one line per item with a blank line between sections, a
 * model's draft as one paragraph; a sentence with no source keeps its place, marked with NO_SOURCE_MARK.
 */
export function draftToText(sentences: DraftSentence[]): string {
  const parts: string[] = [];
  let section: string | null | undefined;
  for (const s of sentences) {
    const text = `${s.unsupported ? `${NO_SOURCE_MARK} ` : ''}${withoutMarkers(s.text)}`;
    if (!parts.length) parts.push(text);
    else if (s.section) parts.push(`${s.section === section ? '\n' : '\n\n'}${text}`);
    else parts.push(` ${text}`);
    section = s.section;
  }
  return parts.join('');
}

/** A sentence's citations in the chat's form (type, content, title), in the order it cites them. */
export function citationsOf(sentence: DraftSentence, sources: DraftSource[]): ChatCitation[] {
  const byMarker = new Map(sources.map((s) => [s.marker, s]));
  return sentence.citations.flatMap((m) => {
    const s = byMarker.get(m);
    return s ? [{ type: s.type, content: s.content, title: s.title }] : [];
  });
}

/**
 * A check's words in the author's language (the `teacher` catalog, loaded by the editor); English, the catalog's own
 * text, when no catalog is loaded (unit tests).
 */
const say = (key: string, english: string, values?: Record<string, unknown>) =>
  (i18next.isInitialized && i18next.hasLoadedNamespace('teacher') ? i18next.t(`rules.${key}`, { ns: 'teacher', ...values }) : english);

/** Why the letter cannot be sent yet, in the author's words; null when it can. */
export function letterProblem(v: LetterValue, { pdfRequired = true } = {}): string | null {
  if (v.mode === 'pdf') {
    if (!v.file) return pdfRequired ? say('choosePdf', 'Choose the PDF of the letter') : null;
    return pdfFileProblem(v.file);
  }
  const text = v.text.trim();
  if (!text) return say('textRequired', 'The letter text is required');
  if (text.length > LETTER_TEXT_MAX) {
    return say('tooLong', `The letter may be at most ${LETTER_TEXT_MAX.toLocaleString('en-US')} characters`, { max: LETTER_TEXT_MAX.toLocaleString('en-US') });
  }
  if (text.includes(NO_SOURCE_MARK)) return say('unsupported', `Check or remove the sentences marked ${NO_SOURCE_MARK}: they cite nothing of the record`, { mark: NO_SOURCE_MARK });
  return null;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/** What the browser can tell before sending: the size. The type is checked by content on the server. */
export function pdfFileProblem(file: { size: number }): string | null {
  return file.size > LETTER_PDF_MAX_BYTES ? tooLarge() : null;
}

const tooLarge = () => say('tooLarge', `The file is too large: a letter's PDF may be at most ${megabytes(LETTER_PDF_MAX_BYTES)}.`, { size: megabytes(LETTER_PDF_MAX_BYTES) });
const notPdf = () => say('notPdf', 'The file is not a PDF: upload the letter as a PDF document.');

/**
 * The server's refusal of a letter's file in the author's words: too large (HTTP 413, PAYLOAD_TOO_LARGE) and not a
 * PDF by its content (415, UNSUPPORTED_MEDIA_TYPE) are told plainly; anything else keeps the server's message.
 */
export function letterFileError(answer: { status?: number; code?: string; message?: string | null }): string {
  if (answer.status === 413 || answer.code === 'PAYLOAD_TOO_LARGE') return tooLarge();
  if (answer.status === 415 || answer.code === 'UNSUPPORTED_MEDIA_TYPE') return notPdf();
  const said = answer.message?.trim();
  return said ? say('sendRefused', `The PDF could not be sent: ${said}`, { said }) : say('sendError', 'The PDF could not be sent. Please try again.');
}
