import i18next from 'i18next';

/** A check's words in the reader's language (`knowledgeBase` catalog); the English text when none is loaded (unit tests). */
const say = (key: string, english: string) =>
  (i18next.isInitialized && i18next.hasLoadedNamespace('knowledgeBase') ? i18next.t(`rules.${key}`, { ns: 'knowledgeBase' }) : english);

/**
 * The knowledge base's upload rules. The upload itself (reserve a signed single-use URL, PUT
 * the bytes, register the record) goes through app/signed-uploader.ts, as student documents do.
 */
export const KNOWLEDGE_ACCEPT = ['.pdf', '.doc', '.docx'] as const;
export const KNOWLEDGE_MAX_BYTES = 25 * 1024 * 1024;
export const KNOWLEDGE_MAX_FILES = 10;
/** Files sent at once. */
export const KNOWLEDGE_PARALLEL = 2;

/** Why a chosen file cannot be uploaded, or null when it can. */
export function rejectReason(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!KNOWLEDGE_ACCEPT.some((ext) => name.endsWith(ext))) return say('onlyTypes', 'Only .pdf, .doc and .docx files can be added');
  if (file.size === 0) return say('empty', 'The file is empty');
  if (file.size > KNOWLEDGE_MAX_BYTES) return say('tooLarge', 'The file is larger than 25 MB');
  return null;
}
