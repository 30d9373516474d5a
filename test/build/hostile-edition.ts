// An edition whose names try to break out of every kind of quoting the build writes them into: JS
// strings and template literals, comments, <script> elements, CDATA, String.replace patterns; ids that
// are reserved words. It must compile, and every emitted file must hold the names as data.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../editions";

export const HOSTILE_NAMES = {
  edition: 'Evil"\'`${x}` */ </script>',
  suspects: [
    `"; globalThis.pwned = 1; "`,
    "`${globalThis.pwned = 2}`",
    "*/ globalThis.pwned = 3; /*",
  ],
  weapons: ["</script><script>pwned=4</script>", "a\u2028b\u2029c // x", "$& $' $` $1"],
  rooms: ["<!-- ]]> ]]><b>x</b>", "'); throw 1; ('", "\\u0022 as const; //"],
};

/** YAML's double-quoted style reads JSON strings (with U+2028 / U+2029 escaped, as YAML 1.1 breaks lines there). */
const yamlString = (s: string) => JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** test/fixtures/valid/mini.yaml with the names above and reserved words for ids. */
export function hostileYaml(): string {
  let text = readFileSync(join(ROOT, "test/fixtures/valid/mini.yaml"), "utf8")
    .replace("id: mini", "id: class")
    .replace("name: Mini", () => `name: ${yamlString(HOSTILE_NAMES.edition)}`);
  const swaps: [string, string, string][] = [
    ["{ id: red, name: Red,", "new", HOSTILE_NAMES.suspects[0] ?? ""],
    ["{ id: blue, name: Blue,", "delete", HOSTILE_NAMES.suspects[1] ?? ""],
    ["{ id: green, name: Green,", "typeof", HOSTILE_NAMES.suspects[2] ?? ""],
    ["{ id: rope, name: Rope", "function", HOSTILE_NAMES.weapons[0] ?? ""],
    ["{ id: knife, name: Knife", "return", HOSTILE_NAMES.weapons[1] ?? ""],
    ["{ id: pipe, name: Pipe", "this", HOSTILE_NAMES.weapons[2] ?? ""],
    ["{ id: attic, name: Attic,", "default", HOSTILE_NAMES.rooms[0] ?? ""],
    ["{ id: bath, name: Bath,", "export", HOSTILE_NAMES.rooms[1] ?? ""],
    ["{ id: cellar, name: Cellar,", "import", HOSTILE_NAMES.rooms[2] ?? ""],
  ];
  for (const [from, id, name] of swaps) {
    const comma = from.endsWith(",") ? "," : "";
    text = text.replace(from, () => `{ id: ${id}, name: ${yamlString(name)}${comma}`);
  }
  return text
    .replace("suspect: red", "suspect: new")
    .replace("[attic, cellar]", "[default, import]");
}
