// Why a certain cell is certain, as data: a code and the cards, holders and records it rests on. The words
// are the UI's (player/ui/notebook), in its language: nothing here knows English, pronouns or titles.
import type { Model } from "../model";
import type { CardKind, Fact, Holder, Seat } from "../types";

type Three = readonly [string, string, string];

/**
 * Cards are ids, holders are `Holder`s (a seat, "envelope" or "pool"), `record` indexes the knowledge's
 * events (the view's `records`). `card` and `holder` are the cell the reason concludes; `value` whether the
 * card is there.
 */
export type Why = { card: string; holder: Holder; value: "yes" | "no" } &
  /** The observer holds it. */
  (
    | { code: "hand" }
    /** It lies face up, from a seat's hand or from the pool. */
    | { code: "faceUp"; record: number }
    /** The observer looked at the pool and saw it there. */
    | { code: "poolSeen"; record: number }
    /** `holder` showed it to the observer (a suggestion or a power). */
    | { code: "shown"; record: number }
    /** `holder` could not disprove `named` (suggested by `by`), so holds none of them. */
    | { code: "passed"; record: number; by: Seat; named: Three }
    /** `by` accused `named` and was right: the card is in the envelope. */
    | { code: "accused"; record: number; by: Seat; named: Three }
    /** The card is certainly with `at`, so not with `holder`. */
    | { code: "elsewhere"; at: Holder }
    /** No other holder can have it. */
    | { code: "onlyPlace" }
    /** Every card of `holder` (of `kind`, for the envelope) is known: `known`; this is not one of them. */
    | { code: "full"; known: readonly string[]; kind: CardKind | null }
    /** `holder` needs `size` more cards (of `kind`) and exactly that many are still possible for it. */
    | { code: "needsAll"; size: number; kind: CardKind | null }
    /** `holder` disproved `named` (suggested by `by`) and holds none of `others`, so holds this one. */
    | { code: "disproved"; record: number; by: Seat; named: Three; others: readonly string[] }
    /** `by` accused `named` wrongly; `others` are in the envelope, so this one is not. */
    | { code: "wrongAccusation"; record: number; by: Seat; named: Three; others: readonly string[] }
    /** Only counting every consistent deal settles it (`value` says which way). */
    | { code: "counting" }
  );

export type WhyCode = Why["code"];

/** The reason of one fact, in ids. */
export function why(m: Model, f: Fact): Why {
  const card = m.knowledge.cards[f.card]?.id ?? String(f.card);
  const holder = m.holders[f.holder] as Holder;
  const base = { card, holder, value: f.value };
  const id = (c: number) => m.knowledge.cards[c]?.id ?? String(c);
  const r = f.reason;
  const event = "event" in r ? m.knowledge.events[r.event] : undefined;
  const named = (event && "cards" in event && event.cards.length === 3
    ? event.cards
    : ["", "", ""]) as unknown as Three;
  const by = event && "by" in event ? event.by : -1;
  switch (r.rule) {
    case "hand":
    case "onlyPlace":
    case "counting":
      return { ...base, code: r.rule };
    case "faceUp":
    case "poolSeen":
    case "shown":
      return { ...base, code: r.rule, record: r.event };
    case "passed":
    case "accused":
      return { ...base, code: r.rule, record: r.event, by, named };
    case "elsewhere":
      return { ...base, code: "elsewhere", at: m.holders[r.at] as Holder };
    case "full":
      return { ...base, code: "full", known: r.known.map(id), kind: r.kind ?? null };
    case "needsAll":
      return { ...base, code: "needsAll", size: r.size, kind: r.kind ?? null };
    case "disproved":
    case "wrongAccusation":
      return { ...base, code: r.rule, record: r.event, by, named, others: r.others.map(id) };
  }
}
