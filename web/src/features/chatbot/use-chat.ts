import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../app/use-toast';
import { chatErrorMessage, streamChat, type ChatCitation } from './chat-stream';

/** A message of the page's local conversation (client side only). */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations?: ChatCitation[];
  offline?: boolean;
  /** The logged turn of an assistant answer, which its asker may rate. */
  turnId?: string;
}

let counter = 0;
const nextId = () => `m${Date.now()}-${counter++}`;

/** The conversation: send appends the question, streams the answer in, and toasts a failure. */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const abortRef = useRef<AbortController | null>(null);

  const send = useCallback(async (text: string, studentId: string | undefined) => {
    const message = text.trim();
    if (!message || pending) return false;
    const assistantId = nextId();
    setMessages((list) => [...list, { id: nextId(), role: 'user', content: message }]);
    setPending(true);
    const abort = new AbortController();
    abortRef.current = abort;
    const update = (change: (m: ChatMessage) => ChatMessage) =>
      setMessages((list) => {
        const exists = list.some((m) => m.id === assistantId);
        const base: ChatMessage = { id: assistantId, role: 'assistant', content: '' };
        return exists ? list.map((m) => (m.id === assistantId ? change(m) : m)) : [...list, change(base)];
      });
    try {
      await streamChat({ message, provider: 'gemini', ...(studentId ? { studentId } : {}) }, {
        onDelta: (delta) => update((m) => ({ ...m, content: m.content + delta })),
        onSources: (sources) => update((m) => ({ ...m, citations: sources })),
        onDone: ({ answeredBy, turnId }) => update((m) => ({ ...m, offline: answeredBy === 'offline', ...(turnId ? { turnId } : {}) })),
      }, abort.signal);
    } catch (error) {
      // A half-streamed answer is dropped: the toast says what went wrong.
      setMessages((list) => list.filter((m) => m.id !== assistantId));
      if (!abort.signal.aborted) toast.error('Error', chatErrorMessage(error));
    } finally {
      setPending(false);
    }
    return true;
  }, [pending, toast]);

  return { messages, pending, send };
}
