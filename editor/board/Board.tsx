// The board on screen: cells, marks and overlays in one SVG, scaled by the zoom and moved by the pan.
// Pointer events become cells for the current tool; the pointer is captured so a stroke may leave the board.
import {
  memo,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
} from "react";
import type { BoardView, Cell } from "../model/board";
import type { Pointer, Selection } from "../tools/types";
import { boardTree, CELL as S, type SvgNode } from "../../player/board";
import { useFontLoads } from "../../player/ui/board/font-loads";
import { roomColor } from "./colors";
import { drawable } from "./draft";
import { PaintPreview } from "./PaintPreview";
import { usePreview, type PreviewStore } from "./preview";
import { render } from "./SvgTree";
import { Flags, Heat, ToolLayer, type Flag } from "./Overlays";
import "./Board.css";

export interface BoardProps {
  board: BoardView;
  preview: PreviewStore;
  selection: Selection | null;
  flags: Flag[];
  focus: Cell | null;
  heat: { values: Int32Array; max: number } | null;
  art: { url: string; opacity: number } | null;
  zoom: number;
  offset: [number, number];
  label: string;
  /** The keyboard cursor and the far corner of the rectangle Shift+arrows stretch from it. */
  cursor?: Cell | null;
  anchor?: Cell | null;
  /** Id of the text that tells the board's keys. */
  describedBy?: string;
  onKeyDown?: (e: KeyboardEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onZoom: (factor: number) => void;
  /** A gesture's events; "cancel" when the browser takes the pointer away (`pointercancel`): nothing is committed. */
  onPointer: (kind: "down" | "move" | "up" | "cancel", p: Pointer) => void;
}

export function Board(props: BoardProps) {
  const { board, zoom, offset } = props;
  const preview = usePreview(props.preview);
  const svg = useRef<SVGSVGElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<[number, number]>([800, 600]);
  useEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(() => setRoom([el.clientWidth - 32, el.clientHeight - 32]));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const tree = useMemo(
    () =>
      tint(
        boardTree(drawable(board), {}, "one-path"),
        board.rooms.map((r) => r.id),
      ),
    [board],
  );

  const toCell = (e: PointerEvent): Pointer => {
    const rect = svg.current!.getBoundingClientRect();
    const col = Math.floor(((e.clientX - rect.left) / rect.width) * board.cols);
    const row = Math.floor(((e.clientY - rect.top) / rect.height) * board.rows);
    return {
      cell: [Math.max(0, Math.min(board.rows - 1, row)), Math.max(0, Math.min(board.cols - 1, col))],
      x: e.clientX,
      y: e.clientY,
    };
  };
  const handle = (kind: "down" | "move" | "up" | "cancel") => (e: PointerEvent<SVGSVGElement>) => {
    if (board.rows === 0 || board.cols === 0) return;
    if (kind === "down") {
      if (e.button !== 0) return;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- jsdom has no pointer capture
      e.currentTarget.setPointerCapture?.(e.pointerId);
    }
    if (kind === "move" && e.buttons === 0) return;
    props.onPointer(kind, toCell(e));
  };
  const wheel = (e: WheelEvent) => {
    if (!e.ctrlKey && !e.metaKey && !e.altKey) return;
    props.onZoom(e.deltaY < 0 ? 1.15 : 1 / 1.15);
  };

  const w = board.cols * S;
  const h = board.rows * S;
  // `zoom` is relative to the size that fits the frame.
  const scale = Math.max(0.05, Math.min(room[0] / Math.max(w, 1), room[1] / Math.max(h, 1))) * zoom;
  return (
    <div className="ed-board-frame" ref={frame} onWheel={wheel}>
      <svg
        ref={svg}
        className="ed-board"
        role="application"
        tabIndex={0}
        aria-label={props.label}
        aria-describedby={props.describedBy}
        onKeyDown={props.onKeyDown}
        onFocus={props.onFocus}
        viewBox={`0 0 ${w} ${h}`}
        width={w * scale}
        height={h * scale}
        style={{ transform: `translate(${offset[0]}px, ${offset[1]}px)` }}
        onPointerDown={handle("down")}
        onPointerMove={handle("move")}
        onPointerUp={handle("up")}
        onPointerCancel={handle("cancel")}
      >
        {props.art && (
          <image
            href={props.art.url}
            x={0}
            y={0}
            width={w}
            height={h}
            opacity={props.art.opacity}
            preserveAspectRatio="none"
            pointerEvents="none"
          />
        )}
        <Drawn tree={tree} overArt={!!props.art} />
        {preview?.paint && <PaintPreview board={board} paint={preview.paint} />}
        {preview?.room && <PickedRoom board={board} room={preview.room} />}
        {props.heat && <Heat rows={board.rows} cols={board.cols} heat={props.heat.values} max={props.heat.max} />}
        <Flags flags={props.flags} focus={props.focus} />
        <ToolLayer preview={preview} selection={props.selection} />
        {props.cursor && <Cursor cursor={props.cursor} anchor={props.anchor ?? null} />}
      </svg>
    </div>
  );
}

/** The keyboard cursor, and the rectangle stretched from its anchor. */
function Cursor({ cursor, anchor }: { cursor: Cell; anchor: Cell | null }) {
  const [r, c] = cursor;
  return (
    <g className="kb" pointerEvents="none" data-testid="kb-cursor" data-at={`${r},${c}`}>
      {anchor && (
        <rect
          className="kb-rect"
          x={Math.min(c, anchor[1]) * S}
          y={Math.min(r, anchor[0]) * S}
          width={(Math.abs(c - anchor[1]) + 1) * S}
          height={(Math.abs(r - anchor[0]) + 1) * S}
        />
      )}
      <rect className="kb-cursor" x={c * S + 0.6} y={r * S + 0.6} width={S - 1.2} height={S - 1.2} />
    </g>
  );
}

/** The shared drawing, re-rendered only when the tree changes (not for every overlay). */
const Drawn = memo(function Drawn({ tree, overArt }: { tree: SvgNode; overArt: boolean }) {
  // Made again once a piece of the page's font has loaded: SVG text keeps the boxes it was first laid out with.
  const fontLoads = useFontLoads();
  return (
    <g key={fontLoads} className={overArt ? "drawn over-art" : "drawn"}>
      {tree.children.map((c, i) => render(c, i))}
    </g>
  );
});

/** Each room filled in its own colour, so neighbouring rooms are told apart while drawing. */
function tint(tree: SvgNode, ids: string[]): SvgNode {
  const walk = (n: SvgNode, room: number): SvgNode => {
    const here = n.attributes["data-room"] !== undefined ? ids.indexOf(n.attributes["data-room"]) : room;
    const attributes =
      n.attributes.class === "room-fill" && here >= 0 ? { ...n.attributes, fill: roomColor(here) } : n.attributes;
    return { ...n, attributes, children: n.children.map((c) => walk(c, here)) };
  };
  return walk(tree, -1);
}

/** The first room picked for a passage, outlined until the second is chosen. */
function PickedRoom({ board, room }: { board: BoardView; room: string }) {
  const key = board.rooms.find((r) => r.id === room)?.key;
  const cells: Cell[] = [];
  board.grid.forEach((row, r) => [...row].forEach((ch, c) => ch === key && cells.push([r, c])));
  return (
    <g className="picked" pointerEvents="none">
      {cells.map(([r, c]) => (
        <rect key={`${r},${c}`} x={c * S} y={r * S} width={S} height={S} />
      ))}
    </g>
  );
}
