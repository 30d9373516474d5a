// Freezing what the engine hands out and also keeps: views share parts with one another and hand out the
// log's own events, frozen all the way down (the first view to hand an event out freezes it), so none of it
// can be changed through a view. The events `apply` returns are copies instead (copy-events.ts): a copy per
// event type costs about half of what freezing the same objects does, and most of them are never viewed.

/** Freezes everything reachable; stops at what is frozen already, so parts shared with earlier values cost nothing. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) freezeAll(value);
  return value;
}

function freezeAll(o: object): void {
  Object.freeze(o);
  if (Array.isArray(o)) {
    for (let i = 0; i < o.length; i++) {
      const v: unknown = o[i];
      if (typeof v === "object" && v !== null && !Object.isFrozen(v)) freezeAll(v);
    }
    return;
  }
  const r = o as Record<string, unknown>;
  for (const k in r) {
    const v = r[k];
    if (typeof v === "object" && v !== null && !Object.isFrozen(v)) freezeAll(v);
  }
}
