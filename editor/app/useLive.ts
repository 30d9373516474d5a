// The live check of the current text and what the board draws from it: the cells problems point at, and
// the heat map from the chosen square or room. A small board is checked in the same render as the change
// (one frame to the screen); a big one in a Worker (live/remote.ts), so the page never waits for it: its
// problems and distances follow when the check is done. The Worker's checker is the hook's own, ended
// when the component goes.
import { useEffect, useMemo, useRef, useState } from "react";
import type { Diagnostic } from "../../schemas/diagnostic";
import type { Lang } from "../../i18n/lang";
import { check } from "../live/check";
import { heatFrom, sourceNode } from "../live/heat";
import { place, type Place } from "../live/locate";
import { createRemoteChecker, type Checked } from "../live/remote";
import { boardOf, type Cell } from "../model/board";
import { adoptData, dataOf, heavy, type Doc } from "../model/doc";

/**
 * Boards of fewer cells than this (classic has 600) are checked in the page; bigger ones in the Worker, so
 * that typing never waits for a check.
 */
const SMALL_CELLS = 2500;

export type HeatSource = Cell | string | null;

interface Done {
  doc: Doc;
  rev: number;
  result: Checked;
}

export function useLive(doc: Doc, rev: number, heatSource: HeatSource, lang: Lang) {
  const b = boardOf(doc);
  // A heavy text (model/doc.ts) is read and checked in the Worker whatever its board: the page must not wait.
  const small = b.rows * b.cols < SMALL_CELLS && !heavy(doc.text);
  const [far, setFar] = useState<Done | null>(null);
  // Made once per component; its Worker starts at the first big board and ends with the component.
  const [remote] = useState(createRemoteChecker);
  useEffect(() => () => remote.dispose(), [remote]);
  useEffect(() => {
    // A check of a big or heavy text still running in the Worker is not wanted now (another file, or undo).
    if (small) return remote.idle();
    let wanted = true;
    remote.check(
      doc.text,
      (result) => {
        if (!wanted) return;
        if (heavy(doc.text)) adoptData(doc, result.data);
        setFar({ doc, rev, result });
      },
      doc.locales,
      lang,
    );
    return () => {
      wanted = false;
    };
  }, [doc, rev, small, remote, lang]);
  const near = useMemo<Done | null>(
    () => (small ? { doc, rev, result: check(doc.text, doc.locales, lang) } : null),
    [small, doc, rev, lang],
  );
  const checked: Done = near ?? far ?? { doc, rev: -1, result: { diagnostics: [] } };
  const { result } = checked;
  const places = useMemo(() => {
    // The same doc as the page's, so its parse is shared (dataOf caches per doc).
    const data = dataOf(checked.doc);
    const board = boardOf(checked.doc);
    return result.diagnostics.map((d): [Diagnostic, Place] => [d, place(d, checked.doc.text, data, board)]);
  }, [result, checked.doc]);
  const flags = useMemo(
    () => places.flatMap(([d, p]) => (p.cell ? [{ cell: p.cell, severity: d.severity }] : [])),
    [places],
  );
  // The heat map kept as it was when a change leaves every distance the same (most paint strokes far from
  // the source): its picture is then not drawn again.
  const lastHeat = useRef<{ values: Int32Array; max: number } | null>(null);
  const heat = useMemo(() => {
    const c = result.compiled;
    if (!c || heatSource === null) return null;
    const node = sourceNode(
      c.graph,
      typeof heatSource === "string" ? c.edition.rooms.findIndex((r) => r.id === heatSource) : heatSource,
    );
    const next = node < 0 ? null : heatFrom(c.graph, node);
    const was = lastHeat.current;
    if (next && was && next.max === was.max && sameValues(next.values, was.values)) return was;
    return next;
  }, [result, heatSource]);
  useEffect(() => {
    lastHeat.current = heat;
  }, [heat]);
  return { result, places, flags, heat, current: checked.doc === doc, rev: checked.rev };
}

function sameValues(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
