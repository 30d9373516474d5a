// The order in which holders are filled decides how many states the count goes through (a factor of ten
// between orders is common). The envelope goes first (its cards' kinds matter to no one else), then,
// greedily, the holder after which the cards left split into the fewest possible states.
import { partition } from "./levels";
import type { Problem } from "./problem";

export function chooseOrder(p: Problem, holders: readonly number[]): number[] {
  const order = holders.includes(p.envelope) ? [p.envelope] : [];
  let rest = holders.filter((h) => h !== p.envelope);
  while (rest.length > 1) {
    let best = rest[0] ?? 0;
    let bestCost = Infinity;
    for (const h of rest) {
      const { bound } = partition(p, rest.filter((x) => x !== h));
      const cost = bound.radix.reduce((a, r) => a * r, 1);
      if (cost < bestCost) (bestCost = cost), (best = h);
    }
    order.push(best);
    rest = rest.filter((x) => x !== best);
  }
  return [...order, ...rest];
}
