// A token bucket per client: a burst of `burst` messages, refilled at `perSecond`. A client that keeps
// sending past it is refused (and, far past it, disconnected) without costing the room more than a count.
export interface Bucket {
  /** True when the message may be handled; false when it is over the limit. */
  take: (now: number) => boolean;
  /** Messages refused since the bucket was last full. */
  readonly refused: number;
}

export function bucket(perSecond: number, burst: number): Bucket {
  let tokens = burst;
  let last = 0;
  let refused = 0;
  return {
    take(now) {
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * perSecond);
      last = now;
      if (tokens >= 1) {
        tokens -= 1;
        if (tokens >= burst - 1) refused = 0;
        return true;
      }
      refused += 1;
      return false;
    },
    get refused() {
      return refused;
    },
  };
}
