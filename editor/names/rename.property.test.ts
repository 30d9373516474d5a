// Random renames of rooms, suspects, weapons, Keepers and grid keys on the shipped editions and generated
// ones: the renamed file compiles with the same diagnostics (none new: same codes, paths and lines), the
// same `inspect` facts but the ids, its translations follow, and one undo gives the same bytes back.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile } from "../../compiler/compile";
import { inspect } from "../../compiler/inspect";
import { inputOf } from "../live/check";
import { chain, docOf, setIn, type Doc, type LocaleFile } from "../model/doc";
import { run, start, undo } from "../model/history";
import type { Json } from "../model/render";
import { builtinParents } from "../open/builtins";
import { bigEdition } from "../../test/big/editor-edition";
import { quick } from "../../test/quick";
import { namesOf } from "./names";
import type { Kind } from "./refs";
import { rekeyRoom, renameId } from "./rename";

const read = (p: string) => readFileSync(new URL(`../../variants/${p}`, import.meta.url), "utf8");
const SHIPPED: { name: string; doc: Doc }[] = [
  { name: "classic", doc: docOf(read("classic/edition.yaml"), undefined, builtinParents) },
  { name: "the-office", doc: docOf(read("the-office/edition.yaml"), undefined, builtinParents) },
  {
    name: "tower-of-terror",
    doc: docOf(
      read("tower-of-terror/edition.yaml"),
      [{ lang: "ja", text: read("tower-of-terror/locales/ja.yaml") }],
      builtinParents,
    ),
  },
];

/** A generated edition: nine rooms drawn with the editor's commands, then references of every kind to them. */
const generated = fc
  .record({
    n: fc.integer({ min: 30, max: 40 }),
    passages: fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { maxLength: 3 }),
    weaponsRoom: fc.option(fc.nat(8), { nil: undefined }),
    leftovers: fc.option(fc.nat(8), { nil: undefined }),
    accuseRoom: fc.option(fc.nat(8), { nil: undefined }),
    keeperRooms: fc.array(fc.option(fc.nat(8), { nil: undefined }), { maxLength: 3 }),
    powers: fc.array(fc.tuple(fc.nat(2), fc.option(fc.nat(8), { nil: undefined })), { maxLength: 3 }),
  })
  .map((g) => {
    const room = (i: number) => `room-${i + 1}`;
    const effect = (r: number | undefined, other: string): Json =>
      r === undefined ? { kind: other } : { kind: "moveToRoom", room: room(r) };
    const suspects = ["red", "yellow", "blue"];
    const cmds = [
      ...g.passages.map(([a, b], i) => setIn(["board", "passages", i], [room(a), room(b)])),
      ...(g.weaponsRoom !== undefined
        ? [setIn(["rules", "weapons"], { kind: "room", room: room(g.weaponsRoom) })]
        : []),
      ...(g.leftovers !== undefined ? [setIn(["rules", "deal"], { kind: "equal", leftovers: room(g.leftovers) })] : []),
      ...(g.accuseRoom !== undefined
        ? [setIn(["rules", "accusations"], { kind: "room", room: room(g.accuseRoom) })]
        : []),
      ...(g.keeperRooms.length > 0
        ? [
            setIn(["modules"], {
              intrigue: {
                clocks: 6,
                drawWhenMovedBySuggestion: true,
                keepers: g.keeperRooms.map((r, i) => ({
                  id: `keeper-${i + 1}`,
                  name: `Keeper ${i + 1}`,
                  count: 1,
                  effect: effect(r, "extraTurn"),
                })),
              },
              ...(g.powers.length > 0 && {
                personalities: {
                  powers: g.powers.map(([s, r], i) => ({
                    suspect: suspects[s]!,
                    name: `Power ${i + 1}`,
                    text: "A power.",
                    effect: effect(r, "peekCard"),
                  })),
                },
              }),
            }),
          ]
        : []),
    ];
    return { name: `generated ${g.n}`, doc: chain(...cmds)(docOf(bigEdition(g.n))) };
  });

/** A counterexample names its edition instead of printing the whole file. */
const named = (e: { name: string; doc: Doc }) => ({ ...e, [fc.toStringMethod]: () => e.name });
const edition = fc.oneof(fc.constantFrom(...SHIPPED.map(named)), generated.map(named));
const newId = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9]{0,8}(-[a-z0-9]{1,6}){0,2}$/),
  // Ids that YAML would read as something else unless quoted.
  fc.constantFrom("true", "null", "yes", "no", "on", "off", "x", "kitchen", "room-2", "red"),
);
type Op = { kind: Kind | "key"; pick: number; to: string };
const op: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom<Kind | "key">("room", "suspect", "weapon", "keeper", "key"),
  pick: fc.nat(20),
  to: newId,
});
const keyOp = fc.stringMatching(/^[A-Za-z]$/);

const diagnosticsOf = (d: Doc) => {
  const r = compile(inputOf(d.text, d.locales ?? []));
  return {
    // Messages name ids, and a longer id moves the columns after it: the code, path and line say whether
    // a problem is the same one.
    diagnostics: r.diagnostics.map((x) => `${x.file}:${x.line} ${x.code} ${x.path}`).sort(),
    facts: r.compiled ? inspect(r.compiled) : undefined,
  };
};

/** The facts with one id renamed (ids are whole strings in them; a fresh id collides with no name). */
function renamed(v: unknown, from: string, to: string): unknown {
  if (v === from) return to;
  if (Array.isArray(v)) return v.map((x) => renamed(x, from, to));
  if (typeof v === "object" && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k === from ? to : k, renamed(x, from, to)]));
  return v;
}

const sameLocales = (a: readonly LocaleFile[] | undefined, b: readonly LocaleFile[] | undefined) =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

describe("renames carry every reference", () => {
  it("keep the diagnostics and the facts but the names; one undo gives the bytes back", () => {
    fc.assert(
      fc.property(edition, op, keyOp, ({ doc }, o, key) => {
        const names = namesOf(doc);
        const rooms = names.room;
        // An extending edition renames only the ids it declares itself (the rest are its parent's).
        const list = o.kind === "key" ? rooms : names[o.kind].filter((x) => names.own[o.kind as Kind].has(x.id));
        if (list.length === 0) return;
        const item = list[o.pick % list.length]!;
        const r = o.kind === "key" ? rekeyRoom(doc, item.id, key) : renameId(doc, o.kind, item.id, o.to);
        if ("refused" in r) {
          // Refused only for a reason that holds.
          if (r.refused.reason === "idTaken")
            expect([...names.room, ...names.suspect, ...names.weapon, ...names.keeper].map((x) => x.id)).toContain(
              o.to,
            );
          else if (r.refused.reason === "keyTaken") expect(rooms.map((x) => x.key)).toContain(key);
          else if (r.refused.reason === "keyInGrid") expect(doc.text).toContain(key);
          else throw new Error(`refused: ${JSON.stringify(r.refused)}`);
          return;
        }
        const h = run(start(doc), r.cmd);
        const after = h.present;
        const before = diagnosticsOf(doc);
        const now = diagnosticsOf(after);
        expect(now.diagnostics).toEqual(before.diagnostics);
        expect(after.reprints ?? 0).toBe(0);
        if (o.kind === "key") expect(now.facts).toEqual(before.facts);
        else {
          expect(now.facts).toEqual(renamed(before.facts, item.id, o.to));
          expect(namesOf(after)[o.kind].map((x) => x.id)).toContain(o.to);
          // Every translation's key followed.
          for (const l of after.locales ?? []) expect(l.text).not.toMatch(new RegExp(`^\\s+${item.id}:`, "m"));
        }
        const back = undo(h).present;
        expect(back.text).toBe(doc.text);
        expect(sameLocales(back.locales, doc.locales)).toBe(true);
        // Only the lines with the id changed: comments and layout elsewhere kept. (A new key on an
        // inherited board first copies the board into the file, model/inherit.ts.)
        if (!(o.kind === "key" && doc.text.includes("\nextends:")))
          expect(after.text.split("\n").length).toBe(doc.text.split("\n").length);
      }),
      { numRuns: quick(60, 15) },
    );
  });
});
