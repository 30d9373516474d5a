// Suspect tokens in their colours and weapon tokens in their rooms, above the static board. A room's
// occupants stand on its slots: suspects first, then weapons. Each token carries its mark (marks.ts) and
// its name, as a tooltip (`<title>`) and as the accessible name of an image.
import type { BoardGeometry, Point } from "../../board";
import { useEditionText } from "../i18n/edition-context";
import { ink } from "./ink";
import { marks } from "./marks";
import type { CompiledEdition } from "../../../schemas/graph";

export interface TokensProps {
  compiled: CompiledEdition;
  geo: BoardGeometry;
  /** Per suspect (edition order), the node its token is drawn on. */
  nodes: readonly number[];
  weapons: readonly { weapon: string; room: string }[];
  current: string | null;
  /** Leave off the test hooks (data-token, data-weapon): the replay's picture, so the live board is the only one. */
  bare?: boolean;
  /** Each token's name said in full (e.g. with where it stands), by suspect or weapon id: the name alone otherwise. */
  say?: (id: string) => string;
}

const fontFor = (mark: string, sizes: readonly number[]) => sizes[Math.min([...mark].length, sizes.length) - 1];

export function Tokens({ compiled, geo, nodes, weapons, current, bare: noHooks = false, say }: TokensProps) {
  const text = useEditionText();
  const { edition } = compiled;
  const used = new Map<string, number>();
  const slot = (room: string): Point => {
    const n = used.get(room) ?? 0;
    used.set(room, n + 1);
    const slots = geo.slots(room);
    return slots[n % Math.max(slots.length, 1)] ?? geo.label(room);
  };
  const suspects = edition.suspects.map((s, i) => {
    const node = nodes[i] ?? -1;
    const room = geo.nodeRoom(node);
    const p = room ? slot(room) : geo.nodePoint(node);
    return { s, p, i };
  });
  const who = marks(edition.suspects.map((x) => text.suspect(x.id)));
  const abbr = marks(
    edition.weapons.map((w) => text.weapon(w.id)),
    who,
  );
  const abbrOf = new Map(edition.weapons.map((w, i) => [w.id, abbr[i] as string]));
  const weaponMarks = weapons.map((w) => ({ w, p: slot(w.room) }));
  return (
    <g className="tokens">
      {weaponMarks.map(({ w, p }) => {
        const name = say?.(w.weapon) ?? text.weapon(w.weapon);
        const mark = abbrOf.get(w.weapon) ?? "";
        return (
          <g
            key={w.weapon}
            className="weapon-token"
            data-weapon={noHooks ? undefined : w.weapon}
            transform={`translate(${p.x} ${p.y})`}
            role="img"
            aria-label={name}
          >
            <title>{name}</title>
            <rect x={-4.4} y={-3.2} width={8.8} height={6.4} rx={1.4} />
            <text textAnchor="middle" dominantBaseline="central" fontSize={fontFor(mark, [4.2, 3.6, 2.9, 2.9])}>
              {mark}
            </text>
          </g>
        );
      })}
      {suspects.map(({ s, p, i }) => {
        const name = say?.(s.id) ?? text.suspect(s.id);
        const mark = who[i] ?? "";
        return (
          <g
            key={s.id}
            className={`suspect-token${current === s.id ? " current" : ""}`}
            data-token={noHooks ? undefined : s.id}
            transform={`translate(${p.x} ${p.y})`}
            role="img"
            aria-label={name}
          >
            <title>{name}</title>
            <circle r={3.9} fill={s.color} />
            <text
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={fontFor(mark, [3.8, 3, 2.5, 2.5])}
              fill={ink(s.color)}
            >
              {mark}
            </text>
          </g>
        );
      })}
    </g>
  );
}
