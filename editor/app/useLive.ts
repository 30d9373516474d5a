// The live check of the current text and what the board draws from it: the cells problems point at, and
// the heat map from the chosen square or room. A small board is checked in the same render as the change
// (one frame to the screen); a big one is deferred, so the change itself shows before its check.
import { useDeferredValue, useMemo } from "react";
import type { Diagnostic } from "../../compiler/diagnostics";
import type { Flag } from "../board/Overlays";
import { check } from "../live/check";
import { heatFrom, sourceNode } from "../live/heat";
import { place, type Place } from "../live/locate";
import { boardOf, type Cell } from "../model/board";
import { dataOf, type Doc } from "../model/doc";

/** Texts shorter than this (classic is 8 kB) are checked without deferring. */
const SMALL = 32 * 1024;

export type HeatSource = Cell | string | null;

export function useLive(doc: Doc, rev: number, heatSource: HeatSource) {
  const text = doc.text;
  const now = useMemo(() => ({ doc, rev }), [doc, rev]);
  const deferred = useDeferredValue(now);
  const checked = text.length < SMALL ? now : deferred;
  const checkedText = checked.doc.text;
  const result = useMemo(() => check(checkedText), [checkedText]);
  const places = useMemo(() => {
    // The same doc as the page's, so its parse is shared (dataOf caches per doc).
    const data = dataOf(checked.doc);
    const board = boardOf(checked.doc);
    return result.diagnostics.map((d): [Diagnostic, Place] => [d, place(d, checkedText, data, board)]);
  }, [result, checkedText, checked.doc]);
  const flags = useMemo(() => places.flatMap(([d, p]) => (p.cell ? [{ cell: p.cell, severity: d.severity } as Flag] : [])), [places]);
  const heat = useMemo(() => {
    const c = result.compiled;
    if (!c || heatSource === null) return null;
    const node = sourceNode(c.graph, typeof heatSource === "string" ? c.edition.rooms.findIndex((r) => r.id === heatSource) : heatSource);
    return node < 0 ? null : heatFrom(c.graph, node);
  }, [result, heatSource]);
  return { result, places, flags, heat, current: checkedText === text, rev: checked.rev };
}
