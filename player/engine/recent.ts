// A cache by identity: the last few answers in a ring, checked first (views are asked for the newest states
// over and over, and a handful of entries catch nearly every repeat without hashing), then every answer
// whose key is still alive. The second part is for a process that views many games in turn (the online
// server's hundreds of rooms): each game's parts would be pushed out of the ring by the others' before its
// next move, and made again for every view. A key's answer goes when the key does. The second part is off
// unless a process asks for it (`keepWhileKeysLive`): a WeakMap's set per answer cost the simulations about
// a third of their speed (1,330-1,500 medium games a second with it off, 880-1,090 with it on).
let keepAll = false;

/** For a process that views many games in turn: every answer is kept as long as its key lives. */
export function keepWhileKeysLive(on = true): void {
  keepAll = on;
}

export class Recent<K extends object, V> {
  private keys: (K | undefined)[];
  private values: (V | undefined)[];
  private next = 0;
  private kept: WeakMap<K, V> | null = null;

  constructor(size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] === key) return this.values[i];
    return keepAll ? this.kept?.get(key) : undefined;
  }

  set(key: K, value: V): V {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
    if (keepAll) (this.kept ??= new WeakMap<K, V>()).set(key, value);
    return value;
  }

  /** Lets the kept answer for `key` go (one made from it has taken its place); the ring keeps its own. */
  forget(key: K): void {
    this.kept?.delete(key);
  }

  /** The value for `key`, made by `make` when it is not among the recent ones. */
  remember(key: K, make: () => V): V {
    const v = this.get(key);
    return v === undefined ? this.set(key, make()) : v;
  }
}
