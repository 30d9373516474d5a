// The states of one tier of the count: keys (non-negative integers below 2^53) numbered in the order they
// were first inserted, in an open-addressing hash table (a Map of numbers past 2^31 is several times slower).
export class StateTable {
  size = 0;
  private keys = new Float64Array(16);
  /** Slot -> state + 1, 0 when empty. */
  private slots = new Int32Array(32);
  private shift = 27;

  /** Empty again, keeping its room unless it grew large. */
  reset(): void {
    if (this.slots.length > 4096) {
      this.slots = new Int32Array(32);
      this.keys = new Float64Array(16);
      this.shift = 27;
    } else if (this.size * 8 < this.slots.length) {
      // Few keys in a table a larger count grew: clear their slots alone (most counts are small).
      const mask = this.slots.length - 1;
      for (let i = 0; i < this.size; i++) {
        let h = hash(this.keys[i] ?? 0) >>> this.shift;
        while ((this.slots[h] ?? 0) !== i + 1) h = (h + 1) & mask;
        this.slots[h] = 0;
      }
    } else this.slots.fill(0);
    this.size = 0;
  }

  key(i: number): number {
    return this.keys[i] ?? 0;
  }

  /** The state of `key`, -1 when it has none. */
  find(key: number): number {
    for (let h = hash(key) >>> this.shift; ; h = (h + 1) & (this.slots.length - 1)) {
      const i = (this.slots[h] ?? 0) - 1;
      if (i < 0) return -1;
      if (this.keys[i] === key) return i;
    }
  }

  /** The state of `key`, a new one when it has none. */
  insert(key: number): number {
    const mask = this.slots.length - 1;
    let h = hash(key) >>> this.shift;
    for (; ; h = (h + 1) & mask) {
      const i = (this.slots[h] ?? 0) - 1;
      if (i < 0) break;
      if (this.keys[i] === key) return i;
    }
    const i = this.size++;
    if (i >= this.keys.length) {
      const k = new Float64Array(this.keys.length * 2);
      k.set(this.keys);
      this.keys = k;
    }
    this.keys[i] = key;
    this.slots[h] = i + 1;
    if (this.size * 2 > mask) this.rehash();
    return i;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    this.shift--;
    const mask = this.slots.length - 1;
    for (let i = 0; i < this.size; i++) {
      let h = hash(this.keys[i] ?? 0) >>> this.shift;
      while ((this.slots[h] ?? 0) !== 0) h = (h + 1) & mask;
      this.slots[h] = i + 1;
    }
  }
}

function hash(key: number): number {
  const lo = key | 0;
  const hi = (key / 4294967296) | 0;
  // Multiplicative hashing: the table takes the top bits.
  return Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
}

/** A growable list of int32 (the count reuses its lists from one count to the next: no garbage). */
export class I32 {
  a = new Int32Array(64);
  length = 0;

  push(x: number): void {
    if (this.length === this.a.length) this.ensure(this.length + 1);
    this.a[this.length++] = x;
  }

  /** Room for `n` entries in all (kept). */
  ensure(n: number): void {
    if (n <= this.a.length) return;
    const b = new Int32Array(Math.max(n, this.a.length * 2));
    b.set(this.a);
    this.a = b;
  }
}

/** A growable list of float64, like I32. */
export class F64 {
  a = new Float64Array(64);
  length = 0;

  push(x: number): void {
    if (this.length === this.a.length) this.ensure(this.length + 1);
    this.a[this.length++] = x;
  }

  ensure(n: number): void {
    if (n <= this.a.length) return;
    const b = new Float64Array(Math.max(n, this.a.length * 2));
    b.set(this.a);
    this.a = b;
  }
}
