// Type declarations for the two extraction packages that ship none (only what this service uses).
declare module 'mammoth' {
  interface Result { value: string; messages: { type: string; message: string }[] }
  const mammoth: {
    convertToHtml(input: { buffer: Buffer }): Promise<Result>;
    extractRawText(input: { buffer: Buffer }): Promise<Result>;
  };
  export default mammoth;
}

declare module 'word-extractor' {
  interface WordDocument { getBody(): string; getHeaders(opts?: { includeFooters?: boolean }): string; getFootnotes(): string }
  export default class WordExtractor {
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
