// edition.json round trip, and what a hostile file gets: a clear error, never a throw.
import { describe, expect, it } from "vitest";
import { editionFromJson, editionToJson } from "../../edition/serialize";
import { EDITIONS, loadEdition } from "../editions";

describe("editionToJson / editionFromJson", () => {
  for (const id of EDITIONS)
    it(`${id}: JSON text round-trips to the same edition and graph`, () => {
      const compiled = loadEdition(id);
      const back = editionFromJson(JSON.parse(JSON.stringify(editionToJson(compiled))));
      if ("error" in back) throw new Error(back.error);
      expect(back.edition).toEqual(compiled.edition);
      expect(back.graph).toEqual(compiled.graph);
      expect(back.graph.roomDist).toBeInstanceOf(Uint16Array);
    });

  it("the graph can be left out and is derived again", () => {
    const compiled = loadEdition("classic");
    const json = editionToJson(compiled, { graph: false });
    expect(json.graph).toBeUndefined();
    const back = editionFromJson(JSON.parse(JSON.stringify(json)));
    expect("error" in back ? back.error : back.graph.roomDist).toEqual(compiled.graph.roomDist);
  });

  const good = () => JSON.parse(JSON.stringify(editionToJson(loadEdition("the-office"), { graph: false })));
  const cases: [string, (j: any) => unknown, RegExp][] = [
    ["null", () => null, /not a compiled Clue Kit edition/],
    ["a string", () => "edition", /not a compiled/],
    ["a future format", (j) => ((j.format = 2), j), /\/format is 2/],
    ["rows not a number", (j) => ((j.edition.board.rows = "24"), j), /\/edition\/board\/rows must be a whole number/],
    ["a huge board", (j) => ((j.edition.board.rows = 1e9), j), /\/edition\/board\/rows must be a whole number from 1 to 200/],
    ["a grid that disagrees with rows", (j) => (j.edition.board.grid.pop(), j), /grid has/],
    ["no suspects key", (j) => (delete j.edition.suspects, j), /\/edition lacks `suspects`/],
    ["a cell with three numbers", (j) => ((j.edition.suspects[0].start = [1, 2, 3]), j), /\/edition\/suspects\/0\/start must hold 2 to 2/],
    ["an unknown effect", (j) => ((j.edition.modules.intrigue.keepers[0].effect = { kind: "win" }), j), /effect\/kind must be one of/],
    ["a door into no room", (j) => ((j.edition.board.doors[0].room = "attic"), j), /names no room: "attic"/],
    ["a first player who is not there", (j) => ((j.edition.rules.firstPlayer = { kind: "suspect", suspect: "nobody" }), j), /names no suspect/],
    ["a die face that is an object", (j) => ((j.edition.rules.dice[0].faces[0] = {}), j), /faces\/0 must be a whole number/],
    ["differences that are not text", (j) => ((j.differences = { from: "classic", fromName: "Clue", text: { en: [{ html: "<b>" }] } }), j), /\/differences\/text\/en\/0 must be text/],
    ["differences under a key that is no language", (j) => ((j.differences = { from: "classic", fromName: "Clue", text: { "__proto__x": [] } }), j), /is not a language code/],
    ["a base name under a key that is no language", (j) => ((j.differences = { from: "classic", fromName: "Clue", fromNames: JSON.parse('{"__proto__": "x"}'), text: {} }), j), /fromNames\/__proto__ is not a language code/],
    ["a base name that is not text", (j) => ((j.differences = { from: "classic", fromName: "Clue", fromNames: { ja: ["クルー"] }, text: {} }), j), /fromNames\/ja must be text/],
  ];
  for (const [what, spoil, message] of cases)
    it(`refuses ${what} with a clear error`, () => {
      const r = editionFromJson(spoil(good()));
      expect("error" in r && r.error).toMatch(message);
    });

  it("carries the differences' sentences from the page's JSON to the player", () => {
    const j = good();
    j.differences = { from: "classic", fromName: "Clue", text: { en: ["Say Rumor for Suggestion."], ja: ["文"] } };
    const r = editionFromJson(j);
    expect("error" in r ? r.error : r.differences).toEqual(j.differences);
  });

  it("passes board art through the allowlist: a script in edition.json never reaches the player", () => {
    const j = good();
    const el = (name: string, attributes: Record<string, string>, children: unknown[] = []) => ({ name, type: "element", value: "", attributes, children });
    j.art = { board: el("svg", { viewBox: "0 0 1 1", onload: "x()" }, [el("script", {}, [{ type: "text", value: "x()" }]), el("rect", { width: "1", id: "r" })]) };
    const r = editionFromJson(j);
    if ("error" in r) throw new Error(r.error);
    expect(r.art?.board).toEqual(el("svg", { viewBox: "0 0 1 1" }, [el("rect", { width: "1", id: "art-r" })]));
    j.art = { board: el("script", {}) };
    const none = editionFromJson(j);
    expect("error" in none ? none.error : none.art).toBeUndefined();
  });
});
