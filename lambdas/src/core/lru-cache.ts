/**
 * The deployed bundles' stand-in for mnemonist's LRUCache (esbuild aliases `mnemonist/lru-cache` to
 * this module in infra/lib/constructs/handler-function.ts). The DynamoDB client creates an endpoint
 * discovery cache on that class (@aws-sdk/endpoint-cache), and mnemonist brings 7 KB to every bundle
 * for it; DynamoDB never asks for endpoint discovery unless a client enables it, which ours do not.
 * A Map keeps insertion order, so the same least-recently-used behaviour is a few lines: the methods
 * the endpoint cache calls, with mnemonist's semantics (a unit test replays random operations on both).
 */
export default class LRUCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!(capacity > 0)) throw new Error('LRUCache: capacity should be positive number.');
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Stores the value as the most recently used; evicts the least recently used one when full. */
  set(key: K, value: V): void {
    if (this.entries.has(key)) this.entries.delete(key);
    else if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value, without making it recently used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }
}
