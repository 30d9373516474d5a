// The fields a game's setup shares between the start screen and the online game's form: how many players,
// who plays each seat (a person or a computer level), and the computer players' pace.
import { useId } from "react";
import { useMessages } from "../i18n/context";
import { APP } from "../i18n/messages";
import { PACES, isPace, type Pace } from "../../bots/pace";

export const KINDS = ["human", "random", "easy", "medium", "hard"];

export function PlayersField(p: { min: number; max: number; value: number; onChange: (n: number) => void }) {
  const a = useMessages(APP);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{a.players}</label>
      <select id={id} name="players" value={p.value} onChange={(e) => p.onChange(Number(e.target.value))}>
        {Array.from({ length: p.max - p.min + 1 }, (_, i) => p.min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Seat `seat` (0-based; named `seat-<n>`): a person, or a computer player of a level. */
export function SeatField(p: {
  seat: number;
  label: string;
  value: string;
  describedBy?: string;
  onChange: (v: string) => void;
}) {
  const a = useMessages(APP);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{p.label}</label>
      <select
        id={id}
        name={`seat-${p.seat}`}
        value={p.value}
        aria-describedby={p.describedBy}
        onChange={(e) => p.onChange(e.target.value)}
      >
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {k === "human" ? a.human : (a.levels[k] ?? k)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PaceField(p: { value: Pace; onChange: (pace: Pace) => void }) {
  const a = useMessages(APP);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{a.pace}</label>
      <select
        id={id}
        name="pace"
        value={p.value}
        onChange={(e) => isPace(e.target.value) && p.onChange(e.target.value)}
      >
        {PACES.map((x) => (
          <option key={x} value={x}>
            {a.paces[x]}
          </option>
        ))}
      </select>
    </div>
  );
}
