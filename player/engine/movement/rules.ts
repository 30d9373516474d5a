// The move rules of a compiled edition, read once from its rules and modules: the engine's context holds
// them for every search, and a page that walks a token or counts a move's steps asks for the same ones.
import type { CompiledEdition } from "../../../schemas/graph";
import type { MoveRules } from "./types";

export function moveRules(compiled: CompiledEdition): MoveRules {
  const { edition, graph } = compiled;
  const movement = edition.rules.movement;
  const stops = new Uint8Array(graph.squareCount);
  if (edition.modules.intrigue?.stopOnQuestionSpace) stops.set(graph.question);
  return {
    exact: movement.mode === "exact",
    passThrough: movement.passThroughTokens,
    doorsBlocked: movement.doorsBlockedByTokens,
    stops,
  };
}
