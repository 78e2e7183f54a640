// One chat turn over server-sent events: the answer arrives in pieces, whatever the network's chunking, and a
// failure reads as the server's message.
import { afterEach, describe, expect, it } from '@jest/globals';
import { chatErrorMessage, streamChat, type ChatCitation } from './chat-stream';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The network answers with these bytes, cut into the given pieces (SSE blocks split mid-line on purpose). */
function answerWith(status: number, pieces: string[]) {
  const calls: { url: string; body: unknown }[] = [];
  globalThis.fetch = async (url, init) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    return new Response(stream, { status });
  };
  return calls;
}

function collect() {
  const seen = { text: '', sources: [] as ChatCitation[], done: null as unknown };
  return {
    seen,
    handlers: {
      onDelta: (text: string) => { seen.text += text; },
      onSources: (sources: ChatCitation[]) => { seen.sources = sources; },
      onDone: (info: unknown) => { seen.done = info; },
    },
  };
}

describe('streamChat', () => {
  it('hands over deltas, sources and the end of the turn, across chunk boundaries', async () => {
    const calls = answerWith(200, [
      'event: delta\ndata: {"text":"Apply "}\n\nevent: del',
      'ta\ndata: {"text":"early."}\n\nevent: sources\ndata: {"sources":[{"type":"knowledge","content":"p. 3","title":"Guide"}]}\n',
      '\nevent: done\ndata: {"answeredBy":"assistant","model":"m1","turnId":"t9"}\n\n',
    ]);
    const { seen, handlers } = collect();
    await streamChat({ message: 'When?', provider: 'gemini' }, handlers);
    expect(calls).toEqual([{ url: '/api/chat/stream', body: { message: 'When?', provider: 'gemini' } }]);
    expect(seen.text).toBe('Apply early.');
    expect(seen.sources).toEqual([{ type: 'knowledge', content: 'p. 3', title: 'Guide' }]);
    expect(seen.done).toEqual({ answeredBy: 'assistant', model: 'm1', turnId: 't9' });
  });

  it('reads an older server\'s end of turn without a turn id', async () => {
    answerWith(200, ['event: done\ndata: {"answeredBy":"fallback"}\n\n']);
    const { seen, handlers } = collect();
    await streamChat({ message: 'Hi', provider: 'gemini' }, handlers);
    expect(seen.done).toEqual({ answeredBy: 'fallback', model: null, turnId: null });
  });

  it('throws "<status>: <body>" for a refused turn and for an error event', async () => {
    answerWith(429, ['{"message":"Too many questions"}']);
    await expect(streamChat({ message: 'Hi', provider: 'gemini' }, collect().handlers)).rejects.toThrow('429: {"message":"Too many questions"}');
    answerWith(200, ['event: error\ndata: {"status":503,"message":"Model unavailable"}\n\n']);
    await expect(streamChat({ message: 'Hi', provider: 'gemini' }, collect().handlers)).rejects.toThrow('503: {"message":"Model unavailable"}');
  });
});

describe('chatErrorMessage', () => {
  it('shows the server\'s message, else the raw message, else a fallback', () => {
    expect(chatErrorMessage(new Error('429: {"message":"Too many questions"}'))).toBe('Too many questions');
    expect(chatErrorMessage(new Error('502: Bad gateway'))).toBe('502: Bad gateway');
    expect(chatErrorMessage(new Error('500: {"message":"  "}'))).toBe('500: {"message":"  "}');
    expect(chatErrorMessage('nope')).toBe('Failed to send message. Please try again.');
  });
});
