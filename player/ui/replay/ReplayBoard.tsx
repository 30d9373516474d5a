// A still picture of the board at one step: the shared drawing (player/board) with the tokens and weapons
// where the view had them, marked as on the live board (Tokens). The test hooks (data-cell, data-room, ...) are left off, so that the live board
// stays the only element each hook names.
import { useMemo } from "react";
import { boardTree, geometry, type SvgNode } from "../../board";
import type { PlayerView } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { renderNode } from "../board/render";
import { Tokens } from "../board/Tokens";
import { useFontLoads } from "../board/font-loads";
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
  const fontLoads = useFontLoads();
  const tree = useMemo(() => bare(boardTree(compiled, { room: text.room })), [compiled, text]);
  return (
    <svg className="replay-board" viewBox={`0 0 ${geo.width} ${geo.height}`} role="img" aria-label={label}>
      {tree.children.map((c, i) => renderNode(c, i, fontLoads))}
      <Tokens
        key={fontLoads}
        compiled={compiled}
        geo={geo}
        nodes={view.tokens.map((t) => t.node)}
        weapons={view.weapons}
        current={null}
        bare
      />
    </svg>
  );
}
