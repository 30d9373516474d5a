// A labelled <select> of card names (name="suspect" | "weapon" | "room", the test hooks' names).
import { useId } from "react";
import { useEditionText } from "../i18n/edition-context";

export interface CardSelectProps {
  name: "suspect" | "weapon" | "room";
  label: string;
  options: readonly string[];
  value: string;
  onChange: (v: string) => void;
}

export function CardSelect({ name, label, options, value, onChange }: CardSelectProps) {
  const text = useEditionText();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          // dir="auto": a right-to-left name is set in its own direction (an option can hold no <bdi>).
          <option key={o} value={o} dir="auto">
            {text.card(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The distinct values of one field over a list of actions, in the order the engine lists them. */
export function distinct<T>(list: readonly T[], pick: (x: T) => string | undefined): string[] {
  return [...new Set(list.map(pick).filter((x): x is string => x !== undefined))];
}
