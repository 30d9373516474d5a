// A still picture of the board at one step: the shared drawing (player/board) with the tokens and weapons
// where the view had them. The test hooks (data-cell, data-room, ...) are left off, so that the live board
// stays the only element each hook names.
import { useMemo } from "react";
import { boardTree, geometry, type SvgNode, type Point } from "../../board";
import type { PlayerView } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { renderNode } from "../board/render";
import { useEditionText } from "../i18n/edition-context";

function bare(node: SvgNode): SvgNode {
  const attributes = Object.fromEntries(Object.entries(node.attributes).filter(([k]) => !k.startsWith("data-")));
  return { ...node, attributes, children: node.children.map(bare) };
}

export interface ReplayBoardProps {
  compiled: CompiledEdition;
  view: PlayerView;
  label: string;
}

export function ReplayBoard({ compiled, view, label }: ReplayBoardProps) {
  const text = useEditionText();
  const geo = useMemo(() => geometry(compiled), [compiled]);
  const tree = useMemo(() => bare(boardTree(compiled, { room: text.room })), [compiled, text]);
  const used = new Map<string, number>();
  const at = (room: string | null, node: number): Point => {
    if (!room) return geo.nodePoint(node);
    const n = used.get(room) ?? 0;
    used.set(room, n + 1);
    const slots = geo.slots(room);
    return slots[n % Math.max(1, slots.length)] ?? geo.label(room);
  };
  const color = new Map(compiled.edition.suspects.map((s) => [s.id, s.color]));
  const tokens = view.tokens.map((t) => ({ id: t.suspect, p: at(t.room, t.node) }));
  const weapons = view.weapons.map((w) => ({ id: w.weapon, p: at(w.room, geo.roomNode(w.room)) }));
  return (
    <svg className="replay-board" viewBox={`0 0 ${geo.width} ${geo.height}`} role="img" aria-label={label}>
      {tree.children.map((c, i) => renderNode(c, i))}
      {weapons.map((w) => (
        <rect key={w.id} x={w.p.x - 3.5} y={w.p.y - 2.6} width={7} height={5.2} rx={1.2} className="replay-weapon" />
      ))}
      {tokens.map((t) => (
        <circle key={t.id} cx={t.p.x} cy={t.p.y} r={3.8} fill={color.get(t.id) ?? "#888"} className="replay-token" />
      ))}
    </svg>
  );
}
