// The facts the events state outright: the observer's hand, face-up cards, cards shown, seats that passed.
import { assert, type Grid } from "../grid";
import type { ModelEvent } from "../model";

export function seed(g: Grid): void {
  seedHand(g);
  for (const [event, e] of g.model.events.entries()) seedEvent(g, e, event);
}

function seedHand(g: Grid): void {
  const m = g.model;
  for (const c of m.hand) assert(g, c, m.observer, "yes", { rule: "hand" }, []);
  // The observer's hand is whole: said first, so its own passes never become the reason.
  const mine = g.facts.map((_, i) => i);
  for (let c = 0; c < m.cardCount; c++)
    if (!m.hand.includes(c)) assert(g, c, m.observer, "no", { rule: "full", known: m.hand }, mine);
}

/** The facts event number `event` states outright (again, harmlessly, when it was seeded before). */
export function seedEvent(g: Grid, e: ModelEvent, event: number): void {
  const m = g.model;
  switch (e.kind) {
    case "faceUp":
      for (const c of e.cards) assert(g, c, e.holder, "yes", { rule: "faceUp", event }, []);
      break;
    case "poolSeen":
      for (const c of e.cards) assert(g, c, m.pool, "yes", { rule: "poolSeen", event }, []);
      break;
    case "shown":
      assert(g, e.card, e.by, "yes", { rule: "shown", event }, []);
      break;
    case "suggestion":
      for (const s of e.passed) for (const c of e.cards) assert(g, c, s, "no", { rule: "passed", event }, []);
      if (e.shown >= 0) assert(g, e.shown, e.disprover, "yes", { rule: "shown", event }, []);
      break;
    case "accusation":
      if (e.correct) for (const c of e.cards) assert(g, c, m.envelope, "yes", { rule: "accused", event }, []);
      break;
  }
}
