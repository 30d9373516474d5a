// How much a suggestion is expected to teach, from the exact probabilities of where each card lies: above
// all about the envelope (a card shown is not in it; nobody disproving puts the named cards there unless
// they are the suggester's own or in the face-down pool), and then about the whole deal (the information in the answer: who
// disproves, and which card the suggester is shown). Seats are asked in turn from the suggester's left; a
// seat holding several of the named cards shows one of them at its whim, and that whim teaches nothing, so
// its entropy is taken off.
export interface Probabilities {
  /** card * holders + holder. */
  p: Float64Array;
  holders: number;
  /**
   * card * holders + holder: 1 where that holder has shown the suggester this card. Asked again about it, a
   * disprover shows it again (every level but random does, shared.ts and show.ts), so its answer teaches
   * nothing; counted as a fresh answer, such a question looked safe and useful, and in a Tower of Terror
   * game four hard bots asked theirs for 13,000 turns.
   */
  shown?: Uint8Array;
}

const plogp = (x: number) => (x > 1e-12 ? x * Math.log2(x) : 0);

/** The seats asked in turn after `seat`, all but `seat`. */
export function askOrder(seat: number, seats: number): number[] {
  return Array.from({ length: seats - 1 }, (_, i) => (seat + 1 + i) % seats);
}

export interface BestSuggestion {
  suspect: number;
  weapon: number;
  entropy: number;
  /** What it teaches, without what the table learns from it. */
  gain: number;
}

/**
 * Weights of a suggestion's score, in bits of what it teaches about the envelope. What is learnt about the
 * rest of the deal counts a tenth as much: it mostly breaks ties (measured on all-hard classic games: the
 * envelope alone finishes in about 15 suggestions, the whole deal alone in about 20). `who`: the entropy of
 * who answers, which the whole table sees (with more than three opponents, scaled down by their number). `none`: the chance that nobody disproves, when that would not
 * settle the envelope for the bot, per pair of opponents watching. Nobody disproving is the one public
 * answer that teaches the table a lot (measured against medium bots: about 0.9 bits of their candidates
 * per watching opponent, against 0.05 to 0.17 for an answer after passes); and when it does not settle the
 * envelope, the bot cannot accuse before the others have used it. Naming two of its own cards and a likely
 * envelope card is such a question: safe for the bot, a gift to everyone else.
 */
export const WEIGHTS: Weights = { deal: 0.1, who: 0.4, none: 3 };

/** What a suggestion's answer is worth: the deal's bits against the envelope's, less who answers and nobody disproving. */
export interface Weights {
  deal: number;
  who: number;
  none: number;
}

/**
 * `bonus[card]`, when given, is added to a suggestion naming that card (what naming it is worth beyond the
 * answer). Its own cards are named when that teaches most: the answer is then about the other cards alone.
 */
export function bestSuggestion(
  pr: Probabilities,
  order: readonly number[],
  suspects: readonly number[],
  weapons: readonly number[],
  room: number,
  gains: EnvelopeGains,
  bonus?: Float64Array,
  watching = 3,
  weights: Weights = WEIGHTS,
): BestSuggestion {
  let best: BestSuggestion = { suspect: suspects[0] ?? 0, weapon: weapons[0] ?? 0, entropy: -1e9, gain: 0 };
  const ws = firstOfEach(pr, gains, weapons, bonus);
  for (const s of firstOfEach(pr, gains, suspects, bonus))
    for (const w of ws) {
      const e = scoreOf(teaches(pr, order, gains, s, w, room, taught), gains, s, w, room, bonus, watching, weights);
      if (e > best.entropy + 1e-12)
        best = { suspect: s, weapon: w, entropy: e, gain: taught.envelope + weights.deal * taught.deal };
    }
  return best;
}

/** One suggestion's score (`entropy`) and what it teaches (`gain`), as `bestSuggestion` weighs it. */
export function score(
  pr: Probabilities,
  order: readonly number[],
  gains: EnvelopeGains,
  s: number,
  w: number,
  room: number,
  bonus?: Float64Array,
  watching = 3,
  weights: Weights = WEIGHTS,
): BestSuggestion {
  const t = teaches(pr, order, gains, s, w, room);
  return {
    suspect: s,
    weapon: w,
    entropy: scoreOf(t, gains, s, w, room, bonus, watching, weights),
    gain: t.envelope + weights.deal * t.deal,
  };
}

/** Where `bestSuggestion` has `teaches` write its answers (it weighs hundreds of pairs a turn). */
const taught: Teaching = { envelope: 0, deal: 0, who: 0, none: 0 };

function scoreOf(
  t: Teaching,
  gains: EnvelopeGains,
  s: number,
  w: number,
  room: number,
  bonus: Float64Array | undefined,
  watching: number,
  weights: Weights,
): number {
  const leak = (weights.none * Math.max(0, watching - 1)) / 2;
  // Past three opponents the entropy of who answers grows with the seats faster than what it tells them.
  const who = (weights.who * 3) / Math.max(3, watching);
  const gain = t.envelope + weights.deal * t.deal;
  return (
    gain -
    who * t.who -
    (leak > 0 && t.none > 0 && !solvesOnNone(gains, s, w, room) ? leak * t.none : 0) +
    (bonus ? (bonus[s] ?? 0) + (bonus[w] ?? 0) + (bonus[room] ?? 0) : 0)
  );
}

/**
 * Do cards a and b look the same to `teaches` (and to the charges and the bonus): the same probabilities
 * for every holder, the same gains? Cards of one fine class of the count do, to the last bit.
 */
export function alike(pr: Probabilities, g: EnvelopeGains, a: number, b: number, bonus?: Float64Array): boolean {
  if (g.drop[a] !== g.drop[b] || g.whole[a] !== g.whole[b] || g.pins[a] !== g.pins[b] || g.kindOf[a] !== g.kindOf[b])
    return false;
  if (bonus && bonus[a] !== bonus[b]) return false;
  const { p, holders, shown } = pr;
  for (let h = 0; h < holders; h++) if (p[a * holders + h] !== p[b * holders + h]) return false;
  if (shown) for (let h = 0; h < holders; h++) if (shown[a * holders + h] !== shown[b * holders + h]) return false;
  return true;
}

/**
 * The cards of the list like no card before them. A suggestion naming a card like an earlier one scores
 * the very same number as the suggestion naming that one, so it never beats it (a later one replaces the
 * best only when it scores more) and need not be weighed: early in a game most cards of a kind are alike.
 */
export function firstOfEach(
  pr: Probabilities,
  g: EnvelopeGains,
  cards: readonly number[],
  bonus?: Float64Array,
): number[] {
  const out: number[] = [];
  for (const c of cards) {
    let seen = false;
    for (let i = 0; i < out.length && !seen; i++) seen = alike(pr, g, c, out[i] as number, bonus);
    if (!seen) out.push(c);
  }
  return out;
}

/**
 * What the answer is expected to teach about the envelope itself, per card: `drop[c]`, the entropy its kind's
 * envelope candidates lose when c is shown (so is not in the envelope), and `whole[c]`, what nobody
 * disproving teaches about c's kind: then c is in the envelope, unless it is the suggester's own or in the
 * face-down pool (which nobody is asked about), so all of the kind's entropy, in the share of c's chances
 * that are the envelope's.
 */
export interface EnvelopeGains {
  drop: Float64Array;
  whole: Float64Array;
  /** Per kind, 1 while the envelope's card of that kind is not certain. */
  open: Uint8Array;
  /** Per card, 1 when nobody disproving would put it in the envelope (it may be there, and not in the pool). */
  pins: Uint8Array;
  kindOf: Uint8Array;
}

export function envelopeGains(pr: Probabilities, envelope: number, pool: number, kindOf: Uint8Array): EnvelopeGains {
  const n = kindOf.length;
  const env = (c: number) => pr.p[c * pr.holders + envelope] ?? 0;
  const H = [0, 0, 0];
  for (let c = 0; c < n; c++) H[kindOf[c] ?? 0] = (H[kindOf[c] ?? 0] ?? 0) - plogp(env(c));
  const drop = new Float64Array(n);
  const whole = new Float64Array(n);
  const open = new Uint8Array(3);
  const pins = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    const k = kindOf[c] ?? 0;
    const x = env(c);
    const pooled = pool >= 0 ? (pr.p[c * pr.holders + pool] ?? 0) : 0;
    if (x > 0 && x < 1 - 1e-12) open[k] = 1;
    if (x > 0 && pooled <= 0) pins[c] = 1;
    if (x > 0) whole[c] = ((H[k] ?? 0) * x) / (x + pooled);
    if (x <= 0 || x >= 1) continue;
    // Without c, the kind's other cards share its probability: H' = (H + x log x) / (1 - x) + log(1 - x).
    const rest = ((H[k] ?? 0) + plogp(x)) / (1 - x) + Math.log2(1 - x);
    drop[c] = Math.max(0, (H[k] ?? 0) - rest);
  }
  return { drop, whole, open, pins, kindOf };
}

/** Would nobody disproving s, w and r settle the whole envelope? */
export function solvesOnNone(g: EnvelopeGains, s: number, w: number, r: number): boolean {
  for (let k = 0; k < 3; k++) {
    if (!g.open[k]) continue;
    const named = g.kindOf[s] === k ? s : g.kindOf[w] === k ? w : g.kindOf[r] === k ? r : -1;
    if (named < 0 || !g.pins[named]) return false;
  }
  return true;
}

/** What `teaches` finds. */
export interface Teaching {
  envelope: number;
  deal: number;
  who: number;
  none: number;
}

/**
 * What the suggestion of cards s, w and r is expected to teach, walking the seats in the order they are
 * asked: about the envelope (see EnvelopeGains), and about the whole deal (the entropy of the answer, less
 * the disprover's whim); `who`, the entropy of who answers; `none`, the chance that nobody disproves. Nothing is allocated when `out` is given: it runs hundreds of times a turn.
 */
export function teaches(
  pr: Probabilities,
  order: readonly number[],
  g: EnvelopeGains,
  s: number,
  w: number,
  r: number,
  out?: Teaching,
): Teaching {
  const { p, holders, shown } = pr;
  const ds = g.drop[s] ?? 0;
  const dw = g.drop[w] ?? 0;
  const dr = g.drop[r] ?? 0;
  let reach = 1;
  let envelope = 0;
  let answer = 0;
  let whim = 0;
  let who = 0;
  // plogp written out (the hottest loop of a hard decision): the same numbers, without the calls.
  for (let i = 0; i < order.length && reach >= 1e-12; i++) {
    const seat = order[i] as number;
    if (shown && (shown[s * holders + seat] || shown[w * holders + seat] || shown[r * holders + seat])) {
      // This seat answers for certain with a card already seen: the table learns who, the suggester nothing.
      who -= plogp(reach);
      answer -= plogp(reach);
      reach = 0;
      break;
    }
    const a = p[s * holders + seat] ?? 0;
    const b = p[w * holders + seat] ?? 0;
    const c = p[r * holders + seat] ?? 0;
    const none = (1 - a) * (1 - b) * (1 - c);
    const sum = a + b + c;
    const q = 1 - none;
    if (q > 1e-12 && sum > 0) {
      const rq = reach * q;
      const k = rq / sum;
      who -= rq > 1e-12 ? rq * Math.log2(rq) : 0;
      envelope += k * (a * ds + b * dw + c * dr);
      const ka = k * a;
      const kb = k * b;
      const kc = k * c;
      answer -=
        (ka > 1e-12 ? ka * Math.log2(ka) : 0) +
        (kb > 1e-12 ? kb * Math.log2(kb) : 0) +
        (kc > 1e-12 ? kc * Math.log2(kc) : 0);
      const two = a * b * (1 - c) + a * (1 - b) * c + (1 - a) * b * c;
      whim += reach * (two + a * b * c * LOG2_3);
    }
    reach *= none;
  }
  if (reach >= 1e-12) {
    envelope += reach * ((g.whole[s] ?? 0) + (g.whole[w] ?? 0) + (g.whole[r] ?? 0));
    answer -= plogp(reach);
    who -= plogp(reach);
  }
  const deal = Math.max(0, answer - whim);
  const none = reach >= 1e-12 ? reach : 0;
  if (!out) return { envelope, deal, who, none };
  out.envelope = envelope;
  out.deal = deal;
  out.who = who;
  out.none = none;
  return out;
}

const LOG2_3 = Math.log2(3);
