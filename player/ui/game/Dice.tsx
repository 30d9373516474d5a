// The dice of the current turn: each face drawn as pips (or the question mark), named for screen readers.
import type { Face } from "../../../schemas/edition";
import { useMessages } from "../i18n/context";
import { GAME } from "../i18n/messages";
import "./Dice.css";

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [1, 3],
    [3, 1],
    [3, 3],
  ],
  5: [
    [1, 1],
    [1, 3],
    [2, 2],
    [3, 1],
    [3, 3],
  ],
  6: [
    [1, 1],
    [1, 3],
    [2, 1],
    [2, 3],
    [3, 1],
    [3, 3],
  ],
};

function Die({ face }: { face: Face }) {
  const pips = typeof face === "number" ? PIPS[face] : undefined;
  return (
    <svg className={`die${face === "?" ? " die-question" : ""}`} viewBox="0 0 40 40" aria-hidden="true">
      <rect x="2" y="2" width="36" height="36" rx="7" />
      {face === "?" ? (
        <text x="20" y="21" textAnchor="middle" dominantBaseline="central" fontSize="26">
          ?
        </text>
      ) : pips ? (
        pips.map(([r, c], i) => <circle key={i} cx={c * 10} cy={r * 10} r="3.6" />)
      ) : (
        <text x="20" y="21" textAnchor="middle" dominantBaseline="central" fontSize="20">
          {String(face)}
        </text>
      )}
    </svg>
  );
}

export function Dice({ roll }: { roll: { faces: readonly Face[]; steps: number } | null }) {
  const m = useMessages(GAME);
  if (!roll) return null;
  const faces = roll.faces.map((f) => (f === "?" ? m.questionFace : String(f))).join(" + ");
  return (
    <div className="dice" role="img" aria-label={m.rolled(faces, roll.steps)}>
      {roll.faces.map((f, i) => (
        <Die key={i} face={f} />
      ))}
      <span className="dice-steps" aria-hidden="true">
        {m.rolled(faces, roll.steps)}
      </span>
    </div>
  );
}
