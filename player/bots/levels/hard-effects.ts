// The hard bot's use of Keepers, powers and optional Intrigue draws: each effect played when it helps now.
import type { Action, PlayerView } from "../../engine";
import type { Legal } from "../bot";
import type { Deduction } from "../deduce";
import type { BoardInfo } from "../plan/board";
import { bestValue, turnsTo, valueOf, type RoomValues } from "../plan/route";

export interface EffectSituation {
  board: BoardInfo;
  view: PlayerView;
  legal: Legal;
  values: RoomValues;
  here: number;
  lastClockRisk: number;
  d: Deduction | null;
}

type Kind = "extraTurn" | "moveToRoom" | "peekCard" | "addSteps" | "rollAgain" | "cancelClock";

function effectKind(s: EffectSituation, a: Action): { kind: Kind; steps: number } | null {
  const { edition } = s.board.compiled;
  const effect =
    a.type === "play-keeper"
      ? edition.modules.intrigue?.keepers.find((k) => k.id === a.keeper)?.effect
      : a.type === "use-power"
        ? edition.modules.personalities?.powers.find((p) => p.suspect === s.view.seats[a.seat]?.suspect)?.effect
        : undefined;
  return effect ? { kind: effect.kind, steps: effect.kind === "addSteps" ? effect.steps : 0 } : null;
}

/** Cards of `seat` not yet known to the bot: a peek there teaches most. */
function unknownCards(s: EffectSituation, seat: number): number {
  if (!s.d) return s.view.seats[seat]?.handSize ?? 0;
  let known = 0;
  for (let c = 0; c < s.d.model.cardCount; c++) if (s.d.cells[c * s.d.holderCount + seat] === "yes") known++;
  return (s.view.seats[seat]?.handSize ?? 0) - known;
}

function worthPlaying(s: EffectSituation, a: Action): boolean {
  const e = effectKind(s, a);
  if (!e) return false;
  const { view, board, values, here } = s;
  const best = bestValue(values);
  const roll = view.turn.roll?.steps ?? 0;
  let bestDist = Infinity;
  values.worth.forEach((v, i) => {
    if (v > 0 && v >= best * 0.75) bestDist = Math.min(bestDist, board.dist(here, values.first + i));
  });
  switch (e.kind) {
    case "extraTurn":
      return true;
    case "peekCard":
      return "target" in a && a.target !== undefined && unknownCards(s, a.target) > 0;
    case "moveToRoom": {
      const room = "room" in a && a.room ? board.roomNode(a.room) : -1;
      return (
        view.turn.phase === "start" &&
        room >= 0 &&
        valueOf(values, room) >= best * 0.9 &&
        turnsTo(board, here, room) > 1
      );
    }
    case "addSteps":
      return view.turn.phase === "rolled" && bestDist > roll && bestDist <= roll + e.steps;
    case "rollAgain":
      return view.turn.phase === "rolled" && bestDist > roll && roll < board.meanRoll * 0.6;
    case "cancelClock":
      return (view.intrigue?.clocksUp ?? 0) >= (view.intrigue?.clocks ?? 0) - 2;
  }
}

export function playEffects(s: EffectSituation): Action | null {
  const { legal, view } = s;
  if (legal.types.includes("draw-intrigue") && s.lastClockRisk < 0.1)
    return { type: "draw-intrigue", seat: view.viewer as number };
  for (const type of ["use-power", "play-keeper"] as const) {
    if (!legal.types.includes(type)) continue;
    const options = legal.list(type);
    // A peek goes to the seat with the most cards still unknown.
    const sorted = options
      .slice()
      .sort(
        (a, b) =>
          ("target" in b && b.target !== undefined ? unknownCards(s, b.target) : 0) -
          ("target" in a && a.target !== undefined ? unknownCards(s, a.target) : 0),
      );
    const pick = sorted.find((a) => worthPlaying(s, a));
    if (pick) return pick;
  }
  return null;
}
