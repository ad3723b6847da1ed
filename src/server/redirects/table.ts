/**
 * The redirects each instance answers from memory: loaded from the store once it opens, loaded
 * again on every change (its notice, from any instance), and the hits counted here added to the
 * store's every few seconds and on shutdown. Until the first load, no address is redirected.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db/client.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { redirectLocation, type RedirectRule } from './rules.ts';
import { addRedirectHits, redirectRules } from './store.ts';

export class RedirectTable {
  #rules = new Map<string, RedirectRule>();
  #hits = new Map<string, number>();
  /** Bumped by every load asked for: a load that started before another is not kept. */
  #loads = 0;

  /** Reads the redirects from `db` again (an older load finishing later changes nothing). */
  async load(db: Database): Promise<void> {
    const load = ++this.#loads;
    const rules = await redirectRules(db);
    if (load === this.#loads) this.#rules = new Map(rules.map((rule) => [rule.fromPath, rule]));
  }

  /** The redirect of `pathname`, if one. */
  find(pathname: string): RedirectRule | undefined {
    return this.#rules.get(pathname);
  }

  /**
   * Answers a GET or HEAD to a redirected address with its status and target (the visitor's
   * query kept when the target has none), counting the hit. False when there is none.
   */
  answer(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const rule = this.#rules.get(url.pathname);
    if (!rule) return false;
    this.#hits.set(rule.fromPath, (this.#hits.get(rule.fromPath) ?? 0) + 1);
    const location = redirectLocation(rule, url.search);
    res.writeHead(rule.status, {
      Location: location,
      'Cache-Control': cachePolicy.editorsRedirect,
      'Content-Type': 'text/plain; charset=utf-8',
    });
    res.end(req.method === 'HEAD' ? undefined : `Redirecting to ${location}\n`);
    return true;
  }

  /** Adds the hits counted since the last flush to the store (kept for the next one when it fails). */
  async flushHits(db: Database, now: Date): Promise<void> {
    if (!this.#hits.size) return;
    const counted = this.#hits;
    this.#hits = new Map();
    try {
      await addRedirectHits(db, counted, now);
    } catch (error) {
      for (const [path, count] of counted) this.#hits.set(path, (this.#hits.get(path) ?? 0) + count);
      throw error;
    }
  }
}
