// The board region: the shared drawing (player/board) with reachable squares and rooms marked
// (`data-reachable`), tokens and weapons above it, pointer input, and a keyboard cursor with Enter to go.
import { useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { artBackdrop, boardTree, geometry, type SvgNode } from "../../board";
import type { LoadedEdition } from "../../../edition/serialize";
import type { Action, PlayerView } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { moveCursor, nodeAt, type Cursor } from "./cursor";
import { renderNode } from "./render";
import { Tokens } from "./Tokens";
import { useWalk } from "./useWalk";
import "./Board.css";

export interface BoardProps {
  compiled: CompiledEdition;
  view: PlayerView;
  /** Moves the viewer may make now, by destination node. */
  moves: ReadonlyMap<number, Action>;
  onMove: (action: Action) => void;
  animate: boolean;
}

/** Marks reachable squares and rooms on the static tree (the same elements that carry data-cell / data-room). */
function mark(node: SvgNode, cells: ReadonlySet<string>, rooms: ReadonlySet<string>): SvgNode {
  const a = node.attributes;
  const hit =
    (a["data-cell"] !== undefined && cells.has(a["data-cell"])) ||
    (a["data-room"] !== undefined && rooms.has(a["data-room"]));
  const children =
    node.name === "g" || node.name === "svg" ? node.children.map((c) => mark(c, cells, rooms)) : node.children;
  if (!hit && children === node.children) return node;
  return { ...node, attributes: hit ? { ...a, "data-reachable": "" } : a, children };
}

/**
 * The edition's board art (sanitized by the build and again by editionFromJson's allowlist) as a
 * backdrop behind the squares, where no square or room covers it, as board.svg draws it.
 */
function withArt(tree: SvgNode, compiled: CompiledEdition): SvgNode {
  const art = (compiled as LoadedEdition).art?.board;
  if (!art) return tree;
  return { ...tree, children: [artBackdrop(art, compiled.edition), ...tree.children] };
}

export function Board({ compiled, view, moves, onMove, animate }: BoardProps) {
  const m = useMessages(GAME);
  const text = useEditionText();
  const geo = useMemo(() => geometry(compiled), [compiled]);
  const tree = useMemo(() => withArt(boardTree(compiled, { room: text.room }), compiled), [compiled, text]);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const nodes = useMemo(() => view.tokens.map((t) => t.node), [view.tokens]);
  const mover = compiled.edition.suspects.findIndex((s) => s.id === view.seats[view.turn.seat]?.suspect);
  const shown = useWalk(compiled.graph, nodes, animate, mover >= 0 ? mover : null, view.turn.roll?.steps ?? null);
  const { cells, rooms } = useMemo(() => {
    const cells = new Set<string>();
    const rooms = new Set<string>();
    for (const node of moves.keys()) {
      const room = geo.nodeRoom(node);
      const cell = geo.nodeCell(node);
      if (room) rooms.add(room);
      else if (cell) cells.add(`${cell[0]},${cell[1]}`);
    }
    return { cells, rooms };
  }, [moves, geo]);
  // The static drawing is rendered again only when the reachable set changes, not on every token move.
  const drawn = useMemo(() => mark(tree, cells, rooms).children.map((c, i) => renderNode(c, i)), [tree, cells, rooms]);

  const go = (node: number) => {
    const a = moves.get(node);
    if (a) onMove(a);
  };
  const onClick = (e: MouseEvent) => {
    const el = (e.target as Element).closest("[data-cell],[data-room]");
    if (!el) return;
    const room = el.getAttribute("data-room");
    if (room) return go(geo.roomNode(room));
    const [r, c] = (el.getAttribute("data-cell") ?? "").split(",").map(Number) as [number, number];
    go(nodeAt(compiled, { row: r, col: c }));
  };
  const onKey = (e: KeyboardEvent) => {
    const here = cursor ?? startCursor(view, geo);
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (cursor) go(nodeAt(compiled, cursor));
      else setCursor(here);
      return;
    }
    const next = moveCursor(here, e.key, compiled.graph.rows, compiled.graph.cols);
    if (next) {
      e.preventDefault();
      setCursor(next);
    }
  };

  const where = cursor ? describe(cursor) : "";
  function describe(c: Cursor): string {
    const node = nodeAt(compiled, c);
    const room = node >= 0 ? geo.nodeRoom(node) : null;
    const name = room ? text.room(room) : node >= 0 ? m.square(c.row, c.col) : m.square(c.row, c.col);
    const here = view.tokens.filter((t) => t.node === node && node >= 0).map((t) => text.suspect(t.suspect));
    return m.cursorAt(name + (here.length ? m.occupiedBy(here.join(", ")) : ""), moves.has(node));
  }
  const { width, height } = geo;
  const current = view.seats[view.turn.seat]?.suspect ?? null;
  return (
    // The board is one keyboard widget (role application) moved through by its own cursor.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className={animate ? "board" : "board still"}
      role="application"
      aria-roledescription={m.boardLabel(text.name)}
      aria-label={m.cursorHelp}
      tabIndex={0}
      onKeyDown={onKey}
      onBlur={() => setCursor(null)}
    >
      <svg viewBox={`0 0 ${width} ${height}`} className="board-svg" onClick={onClick} aria-hidden="true">
        {drawn}
        <Tokens compiled={compiled} geo={geo} nodes={shown} weapons={view.weapons} current={current} />
        {cursor && (
          <rect className="board-cursor" x={cursor.col * 10 + 0.6} y={cursor.row * 10 + 0.6} width={8.8} height={8.8} />
        )}
      </svg>
      <p className="sr-only" aria-live="polite">
        {where}
      </p>
    </div>
  );
}

function startCursor(view: PlayerView, geo: ReturnType<typeof geometry>): Cursor {
  const me = typeof view.viewer === "number" ? view.tokens[view.viewer] : undefined;
  const cell = me?.cell ?? (me?.room ? null : null);
  if (cell) return { row: cell[0], col: cell[1] };
  if (me?.room) {
    const p = geo.label(me.room);
    return { row: Math.floor(p.y / 10), col: Math.floor(p.x / 10) };
  }
  return { row: 0, col: 0 };
}
