import type { ApolloServer } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { BoundedCache, deepFreeze, type KeptReadWitness } from '@counsel/kit';
import type { GatewayContext } from './request-context.js';
import { keepShapedRoots } from './shaping-memo.js';

/**
 * What the subgraph calls of one operation said of their answers (kit KeptReadWitness): whether each was a read its
 * service keeps, and how to tell that it still stands. One call that was not, or a call over HTTP, spoils the lot.
 */
export class ReadWitnesses {
  readonly stands: (() => boolean)[] = [];
  spoiled = false;
  /** A call its service never keeps: the operation's answer never will be either. */
  never = false;
  readonly see: KeptReadWitness = (stands) => {
    if (typeof stands === 'function') this.stands.push(stands);
    else this.spoiled = true;
    if (stands === 'never') this.never = true;
  };
}

interface Kept { data: Record<string, unknown>; stands: (() => boolean)[]; bytes: number }

/**
 * Whole answers of REST operations, kept at the gateway per session token in embedded mode, so a repeated read skips
 * Apollo Server's pipeline and the query plan. An answer is kept only when every subgraph call of its plan was a read
 * its service keeps (kit shared-reads.ts: the service decides which reads may be kept and what their answer depends
 * on: the reader, its store's revision, the day), and it is handed out again only while every one of those still
 * stands: any write to a store it came from, by any route, event handler or process, drops it at the next read. The
 * gateway's part of an answer depends on nothing but those subgraph answers, the operation and its variables, all in
 * the key or the checks.
 *
 * Keyed by the access token of the caller's session, not only by the reader: the session is checked before (an ended
 * one grants no token: sign-out, a password reset, a disabled account), and the token fixes every claim the services
 * authorize by (account, role, schools). Only sessions the gateway itself trades for a token count: a bearer access
 * token is not verified here (an expired one must reach the services), and a guardian's students are looked up by
 * the services beside the token, for a while only, so neither is kept for.
 */
export class KeptAnswers {
  private readonly answers: BoundedCache<string, Kept>;
  private readonly ids = new WeakMap<DocumentNode, number>();
  /** Operations one of whose subgraph calls its service never keeps: not worth a key or witnesses again. */
  private readonly neverKept = new WeakSet<DocumentNode>();

  constructor(maxEntries = 1_000, maxBytes = 32 * 1024 * 1024) {
    // Least recently used out first: bounded whatever the number of sessions and variables, and by size, since one
    // staff list may be hundreds of kB (weighed once, when kept, by its JSON text: twice its UTF-16 length in memory).
    this.answers = new BoundedCache(maxEntries, { maxSize: maxBytes, sizeOf: (kept) => kept.bytes });
  }

  /** The key of this caller's answer to the operation, or null when no answer of theirs may be kept. */
  key(ctx: GatewayContext, document: DocumentNode, variables: Record<string, unknown> | undefined): string | null {
    if (!ctx.sessionId || !ctx.accessToken || !ctx.sessionUser || ctx.sessionUser.role === 'guardian' || this.neverKept.has(document)) return null;
    let id = this.ids.get(document);
    if (id === undefined) this.ids.set(document, (id = nextId++));
    return `${id}\n${variables === undefined ? '' : JSON.stringify(variables)}\n${ctx.accessToken}`;
  }

  /** The kept answer while every subgraph answer under it stands (a stale one is replaced by the next answer kept). */
  get(key: string): Record<string, unknown> | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    for (const stands of kept.stands) if (!stands()) return undefined;
    return kept.data;
  }

  /**
   * Keeps the answer when every subgraph call under it was a kept read that still stands, frozen in place (the caller
   * is handed the same object, and a route that tried to change it would fail at once), and returns it.
   */
  keep(key: string, document: DocumentNode, witnesses: ReadWitnesses, data: Record<string, unknown>): Record<string, unknown> {
    if (witnesses.never) this.neverKept.add(document);
    if (witnesses.spoiled || !witnesses.stands.length || !witnesses.stands.every((stands) => stands())) return data;
    deepFreeze(data);
    keepShapedRoots(data);
    this.answers.set(key, { data, stands: witnesses.stands, bytes: 2 * JSON.stringify(data).length });
    return data;
  }
}

let nextId = 1;

const byServer = new WeakMap<ApolloServer<GatewayContext>, KeptAnswers>();

/** Turns kept answers on for a gateway whose every subgraph runs in this process (embedded mode). */
export function keepAnswers(apollo: ApolloServer<GatewayContext>, kept = new KeptAnswers()) {
  byServer.set(apollo, kept);
}

/** The gateway's kept answers, when it keeps any. */
export function keptAnswersOf(apollo: ApolloServer<GatewayContext>): KeptAnswers | undefined {
  return byServer.get(apollo);
}
