// The live check of the current text (deferred, so a stroke stays smooth) and what the board draws from
// it: the cells problems point at, and the heat map from the chosen square or room.
import { useDeferredValue, useMemo } from "react";
import type { Diagnostic } from "../../compiler/diagnostics";
import type { Flag } from "../board/Overlays";
import { check } from "../live/check";
import { heatFrom, sourceNode } from "../live/heat";
import { place, type Place } from "../live/locate";
import { boardOf, type Cell } from "../model/board";
import { dataOf, docOf } from "../model/doc";

export type HeatSource = Cell | string | null;

export function useLive(text: string, heatSource: HeatSource) {
  const checkedText = useDeferredValue(text);
  const result = useMemo(() => check(checkedText), [checkedText]);
  const places = useMemo(() => {
    const doc = docOf(checkedText);
    const data = dataOf(doc);
    const board = boardOf(doc);
    return result.diagnostics.map((d): [Diagnostic, Place] => [d, place(d, checkedText, data, board)]);
  }, [result, checkedText]);
  const flags = useMemo(() => places.flatMap(([d, p]) => (p.cell ? [{ cell: p.cell, severity: d.severity } as Flag] : [])), [places]);
  const heat = useMemo(() => {
    const c = result.compiled;
    if (!c || heatSource === null) return null;
    const node = sourceNode(c.graph, typeof heatSource === "string" ? c.edition.rooms.findIndex((r) => r.id === heatSource) : heatSource);
    return node < 0 ? null : heatFrom(c.graph, node);
  }, [result, heatSource]);
  return { result, places, flags, heat, current: checkedText === text };
}
