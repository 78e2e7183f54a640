/** The vocabulary of a chat turn: who may ask, what they ask with, and what comes back. */

/**
 * Who answers: Gemini, a server speaking OpenAI's chat-completions protocol (a district's own model or a hosted one),
 * or the offline assistant. A turn asking for 'gemini' or 'openai' gets whichever generative model is configured.
 */
export const PROVIDERS = ['gemini', 'openai', 'offline'] as const;
export type Provider = (typeof PROVIDERS)[number];

/**
 * What a turn's rules say of a field that is missing or wrong. The gateway's REST body and the chat stream's body, which settle a field's
 * type before it becomes the GraphQL input, say the same words from here.
 */
export const TURN_MESSAGES = {
  message: 'Message is required',
  provider: `Unknown provider. Use one of: ${PROVIDERS.join(', ')}`,
  studentId: 'Invalid student id',
} as const;

export type SourceType = 'student_profile' | 'college_list' | 'academic_plan' | 'knowledge_base' | 'content' | 'counselor_note' | 'task';

/** A passage returned by the knowledge search (knowledge subgraph's KnowledgePassage). */
export interface Passage {
  id: string;
  sourceId: string;
  sourceType: 'knowledge_base' | 'content';
  title: string;
  text: string;
  page: number | null;
  score: number;
}

/** What the spec's client shows under an assistant message: type and content (title/sourceId are extras). */
export interface ChatSource {
  type: SourceType;
  content: string;
  title: string | null;
  sourceId: string | null;
}

export interface ChatAnswer {
  response: string;
  sources: ChatSource[];
  provider: Provider;
  /** The answerer that actually answered (offline when no key is configured for gemini). */
  answeredBy: Provider;
  model: string | null;
}

/** Marker the prompt gives the student profile; passages are [1], [2], … */
export const PROFILE_MARKER = 'P';

export const MESSAGE_MAX_LENGTH = 4000;
