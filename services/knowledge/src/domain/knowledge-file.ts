import { ValidationError, phrase, stripControlCharacters, type FileKind } from '@counsel/kit';

export const FILE_STATUSES = ['Pending', 'Indexed', 'Failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** The kinds of file the knowledge base takes (pdf, doc, docx), checked by content. */
export const KNOWLEDGE_FILE_KINDS = {
  pdf: { extension: '.pdf', mime: 'application/pdf' },
  docx: { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  doc: { extension: '.doc', mime: 'application/msword' },
} as const;
export type KnowledgeFileKind = keyof typeof KNOWLEDGE_FILE_KINDS;

/** What the upload flow accepts for this purpose, by content. */
export const KNOWLEDGE_ACCEPT: readonly FileKind[] = ['pdf', 'doc', 'docx'];
export const KNOWLEDGE_PURPOSE = 'knowledge-file' as const;
export const MAX_FILE_NAME_LENGTH = 255;
/** What a registration without a file name is told; the gateway's REST body says the same of a name that is not text. */
export const FILE_NAME_REQUIRED = 'File name is required';

export interface KnowledgeFile {
  id: string;
  fileName: string;
  /** MIME type of what the bytes are (sniffed), never what the client claimed. */
  fileType: string;
  kind: KnowledgeFileKind;
  fileSize: number;
  blobId: string;
  uploadURL: string | null;
  uploadedBy: string;
  uploadedAt: string;
  status: FileStatus;
  statusReason: string | null;
  chunkCount: number;
  /** Indexing attempts that ended in an unexpected error (not a file problem). */
  attempts: number;
  needsReindex: boolean;
  indexedAt: string | null;
}

export function kindFromMime(mime: string): KnowledgeFileKind | null {
  for (const [kind, v] of Object.entries(KNOWLEDGE_FILE_KINDS)) if (v.mime === mime) return kind as KnowledgeFileKind;
  return null;
}

/** A display name: no folders, no control characters, an allowed extension. */
export function cleanFileName(raw: unknown): string {
  if (typeof raw !== 'string') throw new ValidationError(FILE_NAME_REQUIRED);
  const name = stripControlCharacters(raw).split(/[\\/]/).pop()!.replace(/\s+/g, ' ').trim();
  if (!name) throw new ValidationError(FILE_NAME_REQUIRED);
  if (name.length > MAX_FILE_NAME_LENGTH) throw new ValidationError(`File name must be at most ${MAX_FILE_NAME_LENGTH} characters`);
  if (!/\.(pdf|docx?)$/i.test(name)) throw new ValidationError('Only .pdf, .doc and .docx files can be added to the knowledge base');
  return name;
}

/** The file's extension must agree with what its bytes are. */
export function assertNameMatchesKind(fileName: string, kind: KnowledgeFileKind) {
  if (!fileName.toLowerCase().endsWith(KNOWLEDGE_FILE_KINDS[kind].extension)) {
    throw new ValidationError(phrase('The file name does not match its content (a {{kind}} file)', { kind: kind.toUpperCase() }));
  }
}

export const isIndexed = (f: Pick<KnowledgeFile, 'status'>) => f.status === 'Indexed';
export const fileViewPath = (id: string) => `/api/knowledge-base-files/${id}/file`;
