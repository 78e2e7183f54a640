import { AsyncLocalStorage } from 'node:async_hooks';
import type { OutboxEvent } from './outbox/outbox.js';
import type { RequestContext } from './context.js';

type Resolve = (parent: unknown, args: unknown, ctx: RequestContext, info: unknown) => unknown;

/**
 * What a request's units of work said in their events, carried in its answer for the gateway: `extensions[name]`,
 * the ids `pick` finds in the events each unit committed while one of the service's mutations ran (identity's:
 * whose sessions it ended or refreshed). The store's events are the truth of what a call did, so no list of
 * mutations has to be kept in step with the code that writes them.
 */
export class AnswerNotes {
  private readonly collecting = new AsyncLocalStorage<Set<string>>();

  constructor(private readonly name: string, private readonly pick: (event: OutboxEvent) => string | null) {}

  /** Has every committed unit of work of `store` note what its events name to the request it runs in. */
  watch(store: { write(work: never, events?: readonly OutboxEvent[]): Promise<void> }): void {
    const write = store.write.bind(store) as (work: never, events?: readonly OutboxEvent[]) => Promise<void>;
    store.write = async (work: never, events?: readonly OutboxEvent[]) => {
      await write(work, events);
      const ids = this.collecting.getStore();
      if (!ids || !events) return;
      for (const event of events) {
        const id = this.pick(event);
        if (id) ids.add(id);
      }
    };
  }

  /** The service's mutations, each answering what it noted (also when it fails part way: a unit committed stays so). */
  answering<M extends object>(mutations: M): M {
    const wrapped: Record<string, Resolve> = {};
    for (const [field, resolve] of Object.entries(mutations as Record<string, Resolve>)) {
      wrapped[field] = async (parent, args, ctx, info) => {
        const ids = new Set<string>();
        try {
          return await this.collecting.run(ids, async () => resolve(parent, args, ctx, info));
        } finally {
          if (ids.size) {
            const earlier = (ctx.extensions?.[this.name] as string[] | undefined) ?? [];
            ctx.extensions = { ...ctx.extensions, [this.name]: [...new Set([...earlier, ...ids])] };
          }
        }
      };
    }
    return wrapped as M;
  }
}
