// The board region: the shared drawing (player/board) with reachable squares and rooms marked
// (`data-reachable`), tokens and weapons above it, pointer input, a keyboard cursor with Enter to go, and
// beside it the question marks' legend and the "where is everyone" readout. Every place is said in words
// (place-name.ts), the same as the destination list: a square by the room it leads to, never by coordinates.
import { memo, useMemo, useState, type KeyboardEvent, type MouseEvent } from "react";
import { artBackdrop, boardTree, geometry, type BoardGeometry, type SvgNode } from "../../board";
import type { LoadedEdition } from "../../../edition/serialize";
import type { Action, PlayerView } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { useLang, useMessages } from "../i18n/context";
import { useEditionText } from "../i18n/edition-context";
import { GAME } from "../i18n/messages";
import { moveCursor, type Cursor } from "./cursor";
import { Legend } from "./Legend";
import { destinationNamesOf } from "./destination-names";
import { placeName } from "./place-name";
import { renderNode } from "./render";
import { Tokens } from "./Tokens";
import { useFontLoads } from "./font-loads";
import { useWalk } from "./useWalk";
import { WhereIsEveryone } from "./WhereIsEveryone";
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

/** The node a click lands on: a square, a room, or the room a token or weapon stands in. */
function clicked(target: Element, geo: BoardGeometry, view: PlayerView): number {
  const token = target.closest("[data-token]")?.getAttribute("data-token");
  if (token) return view.tokens.find((t) => t.suspect === token)?.node ?? -1;
  const weapon = target.closest("[data-weapon]")?.getAttribute("data-weapon");
  if (weapon) return geo.roomNode(view.weapons.find((w) => w.weapon === weapon)?.room ?? "");
  const el = target.closest("[data-cell],[data-room]");
  const room = el?.getAttribute("data-room");
  if (room) return geo.roomNode(room);
  const [r, c] = (el?.getAttribute("data-cell") ?? "").split(",").map(Number) as [number, number];
  return el ? geo.nodeAt(r, c) : -1;
}

export function Board({ compiled, view, moves, onMove, animate }: BoardProps) {
  const m = useMessages(GAME);
  const lang = useLang();
  const text = useEditionText();
  const geo = useMemo(() => geometry(compiled), [compiled]);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const shown = useWalk(compiled, view, animate);
  // The destinations in the words of the list of buttons, for the cursor to read the same.
  const said = useMemo(
    () => (moves.size > 0 ? destinationNamesOf(compiled, view, moves, lang, text) : null),
    [compiled, view, moves, lang, text],
  );
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
  const say = (node: number, who?: string) => placeName(compiled, node, lang, { names: text, who });

  const go = (node: number) => {
    const a = moves.get(node);
    if (a) onMove(a);
  };
  const onClick = (e: MouseEvent) => go(clicked(e.target as Element, geo, view));
  const onKey = (e: KeyboardEvent) => {
    const here = cursor ?? startCursor(view, geo);
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (cursor) go(geo.nodeAt(cursor.row, cursor.col));
      else setCursor(here);
      return;
    }
    const next = moveCursor(here, e.key, compiled.graph.rows, compiled.graph.cols);
    if (next) {
      e.preventDefault();
      setCursor(next);
    }
  };

  function describe(c: Cursor): string {
    const node = geo.nodeAt(c.row, c.col);
    const here = view.tokens.filter((t) => t.node === node && node >= 0).map((t) => text.suspect(t.suspect));
    const occupied = here.length ? m.occupiedBy(here.join(", ")) : "";
    const go = said?.get(node);
    // A destination reads as in the list; elsewhere, a square is named by its nearest room.
    return go ? m.cursorGo(go.where + occupied, go.used, go.roll) : m.cursorAt(say(node) + occupied, false);
  }
  const where = cursor ? describe(cursor) : "";
  const fontLoads = useFontLoads();
  const { width, height } = geo;
  const current = view.seats[view.turn.seat]?.suspect ?? null;
  const tokenName = (id: string) => {
    const t = view.tokens.find((x) => x.suspect === id);
    if (t) return m.tokenName(text.suspect(id), say(t.node, id));
    const w = view.weapons.find((x) => x.weapon === id);
    return w ? m.tokenName(text.weapon(id), text.room(w.room)) : id;
  };
  return (
    <>
      {/* The board is one keyboard widget (role application) moved through by its own cursor. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className={animate ? "board" : "board still"}
        role="application"
        aria-roledescription={m.boardLabel(text.name)}
        aria-label={m.cursorHelp}
        tabIndex={0}
        onKeyDown={onKey}
        onBlur={() => setCursor(null)}
      >
        {/* The drawing is hidden from screen readers (the cursor and the readout say it); the tokens are not. */}
        <svg key={fontLoads} viewBox={`0 0 ${width} ${height}`} className="board-svg" onClick={onClick}>
          <Drawing compiled={compiled} room={text.room} cells={cells} rooms={rooms} />
          <Tokens
            compiled={compiled}
            geo={geo}
            nodes={shown}
            weapons={view.weapons}
            current={current}
            say={tokenName}
          />
          {cursor && (
            <rect
              className="board-cursor"
              x={cursor.col * 10 + 0.6}
              y={cursor.row * 10 + 0.6}
              width={8.8}
              height={8.8}
              aria-hidden="true"
            />
          )}
        </svg>
        <p className="sr-only" aria-live="polite" data-testid="board-cursor">
          {where}
        </p>
      </div>
      <div className="board-aside">
        <WhereIsEveryone view={view} say={say} room={text.room} />
        <Legend compiled={compiled} />
      </div>
    </>
  );
}

/**
 * The static drawing, drawn again only when the reachable set changes, not on every token move. A
 * component of its own, so that React can yield between working out the board and drawing it: the first
 * drawing of a board is the page's heaviest piece of rendering.
 */
const Drawing = memo(function Drawing(p: {
  compiled: CompiledEdition;
  room: (id: string) => string;
  cells: ReadonlySet<string>;
  rooms: ReadonlySet<string>;
}) {
  const { compiled, room, cells, rooms } = p;
  const tree = useMemo(() => withArt(boardTree(compiled, { room }), compiled), [compiled, room]);
  const drawn = useMemo(() => mark(tree, cells, rooms).children.map((c, i) => renderNode(c, i)), [tree, cells, rooms]);
  return <g aria-hidden="true">{drawn}</g>;
});

function startCursor(view: PlayerView, geo: BoardGeometry): Cursor {
  const me = typeof view.viewer === "number" ? view.tokens[view.viewer] : undefined;
  if (me?.cell) return { row: me.cell[0], col: me.cell[1] };
  if (me?.room) {
    const p = geo.label(me.room);
    return { row: Math.floor(p.y / 10), col: Math.floor(p.x / 10) };
  }
  return { row: 0, col: 0 };
}
