// A new edition: a blank board of a chosen size (all corridor) with the least a game needs around it,
// or a copy of a built-in edition under a new id. The diagnostics then say what is left to draw.
import { patch } from "../model/patch";

const SUSPECTS: [string, string, string][] = [
  ["red", "Red", "#c8102e"],
  ["yellow", "Yellow", "#e1ad01"],
  ["blue", "Blue", "#1f5fbf"],
];

export function blankEdition(rows: number, cols: number): string {
  const r = Math.max(3, Math.min(200, Math.floor(rows) || 3));
  const c = Math.max(3, Math.min(200, Math.floor(cols) || 3));
  const grid = Array.from({ length: r }, () => "    " + ".".repeat(c)).join("\n");
  const starts = SUSPECTS.map(
    ([id, name, color], i) =>
      `  - { id: ${id}, name: ${name}, color: "${color}", start: [${r - 1}, ${Math.min(c - 1, i * 2)}] }`,
  ).join("\n");
  return `# yaml-language-server: $schema=../../schemas/edition.schema.json
format: 1
id: my-edition
name: My Edition
tagline: A new mystery.
locale: en
players: { min: 3, max: 3 }

# Seat order: play passes down this list.
suspects:
${starts}

weapons:
  - { id: rope, name: Rope }
  - { id: candlestick, name: Candlestick }
  - { id: knife, name: Knife }

rooms: []

board:
  grid: |
${grid}
  doors: []

rules:
  dice:
    - { faces: [1, 2, 3, 4, 5, 6] }
  firstPlayer: { kind: suspect, suspect: red }
  weapons: { kind: spread }
  deal: { kind: all }
  accusations: { kind: anywhere }

rulesText: |
  Find out who did it, with what, and where.
`;
}

/** A built-in edition under a new id and name; everything else as it was written. */
export function copyOf(text: string, id: string, name: string): string {
  return patch(patch(text, ["id"], id), ["name"], name);
}
