// The list of declarations and references (refs.ts) places every id-typed field of the schema, so a
// reference added to the format is renamed and offered as a picker, or this test says where it is missing.
import { describe, expect, it } from "vitest";
import schema from "../../schemas/edition.schema.json";
import { DECLARED, PARENT_REFERENCES, REFERENCES, fieldKind, matches, type Pattern } from "./refs";

/** Data paths (with `*` for list items) of every field whose schema is `$defs/id`. */
function idFields(node: unknown, path: (string | number)[], out: Pattern[]): Pattern[] {
  if (typeof node !== "object" || node === null) return out;
  const n = node as Record<string, unknown>;
  if (n.$ref === "#/$defs/id") out.push(path);
  for (const [k, v] of Object.entries((n.properties as Record<string, unknown> | undefined) ?? {}))
    idFields(v, [...path, k], out);
  if (n.items) idFields(n.items, [...path, "*"], out);
  for (const b of [...((n.oneOf as unknown[] | undefined) ?? []), ...((n.anyOf as unknown[] | undefined) ?? [])])
    idFields(b, path, out);
  if (typeof n.$ref === "string" && n.$ref !== "#/$defs/id") {
    const def = (schema.$defs as Record<string, unknown>)[n.$ref.replace("#/$defs/", "")];
    idFields(def, path, out);
  }
  return out;
}

const concrete = (p: Pattern) => p.map((s) => (s === "*" ? 0 : s));

describe("the places of ids", () => {
  it("cover every id-typed field of the schema", () => {
    const fields = idFields(schema, [], []);
    expect(fields.length).toBeGreaterThan(10);
    const placed = (p: Pattern) =>
      p.length === 1 || // the edition's own id
      fieldKind(concrete(p)) !== undefined ||
      PARENT_REFERENCES.some((q) => matches(q, concrete(p)));
    expect(fields.filter((p) => !placed(p)).map((p) => p.join("/"))).toEqual([]);
  });
  it("say which kind a field holds", () => {
    expect(fieldKind(["rooms", 2, "id"])).toEqual({ kind: "room", declares: true });
    expect(fieldKind(["board", "passages", 1, 0])).toEqual({ kind: "room", declares: false });
    expect(fieldKind(["rules", "firstPlayer", "suspect"])).toEqual({ kind: "suspect", declares: false });
    expect(fieldKind(["rooms", 2, "name"])).toBeUndefined();
    expect(REFERENCES.every((r) => fieldKind(concrete(r.path))?.kind === r.kind)).toBe(true);
    expect(Object.keys(DECLARED).sort()).toEqual(["keeper", "room", "suspect", "weapon"]);
  });
});
