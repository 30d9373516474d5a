// Suspect tokens in their colours and weapon tokens in their rooms, above the static board. A room's
// occupants stand on its slots: suspects first, then weapons.
import type { BoardGeometry, Point } from "../../board";
import { useEditionText } from "../i18n/edition-context";
import { ink } from "./ink";
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
}

const bare = (name: string) => name.replace(/^(Mr?s?\.|Miss|Colonel|Professor|Rev\.|Dr\.)\s+/i, "");

function initials(name: string): string {
  const words = bare(name).split(/\s+/);
  const first = [...(words[0] ?? "")][0] ?? "";
  return /[\u3000-\u9fff\uff00-\uffef]/u.test(first) ? first : first.toUpperCase();
}

/**
 * Marks: an initial, or two letters where two names share one (Revolver, Rope) or where the initial is
 * already another kind's mark (the Wrench beside Mrs. White's W).
 */
function marks(names: readonly string[], taken: readonly string[] = []): string[] {
  const one = names.map(initials);
  return names.map((n, i) =>
    one.filter((x) => x === one[i]).length > 1 || taken.includes(one[i] as string)
      ? [...bare(n).replace(/\s+/g, "")].slice(0, 2).join("")
      : (one[i] as string),
  );
}

export function Tokens({ compiled, geo, nodes, weapons, current, bare: noHooks = false }: TokensProps) {
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
    <g className="tokens" aria-hidden="true">
      {weaponMarks.map(({ w, p }) => (
        <g
          key={w.weapon}
          className="weapon-token"
          data-weapon={noHooks ? undefined : w.weapon}
          transform={`translate(${p.x} ${p.y})`}
        >
          <rect x={-4.4} y={-3.2} width={8.8} height={6.4} rx={1.4} />
          <text
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={(abbrOf.get(w.weapon) ?? "").length > 1 ? 3.6 : 4.2}
          >
            {abbrOf.get(w.weapon)}
          </text>
        </g>
      ))}
      {suspects.map(({ s, p, i }) => (
        <g
          key={s.id}
          className={`suspect-token${current === s.id ? " current" : ""}`}
          data-token={noHooks ? undefined : s.id}
          transform={`translate(${p.x} ${p.y})`}
        >
          <circle r={3.9} fill={s.color} />
          <text
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={(who[i] ?? "").length > 1 ? 3 : 3.8}
            fill={ink(s.color)}
          >
            {who[i]}
          </text>
        </g>
      ))}
    </g>
  );
}
