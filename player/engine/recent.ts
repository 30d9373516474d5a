// A few-entry cache by identity: the last answers for the last keys. Views are asked for the newest states
// over and over, so a handful of entries catch nearly every repeat; unlike a WeakMap it costs no hashing,
// and it keeps at most `size` keys alive.
export class Recent<K, V> {
  private keys: (K | undefined)[];
  private values: (V | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }

  set(key: K, value: V): V {
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
    return value;
  }

  /** The value for `key`, made by `make` when it is not among the recent ones. */
  remember(key: K, make: () => V): V {
    const v = this.get(key);
    return v === undefined ? this.set(key, make()) : v;
  }
}
