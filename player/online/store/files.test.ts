// What only the folder store has: a log line cut short by a kill, game ids as paths, a corrupt log met by an
// append. The contract both stores keep is in store.test.ts.
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fileStore } from "./files";
import { A, B, C, record } from "./store.testing";

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "clue-files-"));
  dir = join(root, "data");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const log = (id: string) => join(dir, id, "actions.jsonl");

describe("a line cut short by a kill mid-write", () => {
  for (const loadFirst of [true, false]) {
    it(`is ignored, and cut off by the next append (${loadFirst ? "after a load" : "with no load first"})`, async () => {
      const id = "torn-game";
      const before = fileStore(dir);
      await before.create(record(id), null);
      await before.append(id, 0, A);
      await before.append(id, 1, B);
      await before.close();
      appendFileSync(log(id), '{"type":"ro');

      const after = fileStore(dir);
      if (loadFirst) expect((await after.load(id))?.actions).toEqual([A, B]);
      expect(await after.append(id, 3, C)).toBe(false);
      expect(await after.append(id, 2, C)).toBe(true);
      expect(readFileSync(log(id), "utf8")).toBe([A, B, C].map((a) => JSON.stringify(a) + "\n").join(""));
      expect((await fileStore(dir).load(id))?.actions).toEqual([A, B, C]);
    });
  }
});

describe("game ids as paths", () => {
  it("never reaches outside the data folder, nor makes a folder for a refused id", async () => {
    // A game one folder up, where `../x` would lead: a store that joined the id to its path would find it.
    mkdirSync(join(root, "x"));
    writeFileSync(join(root, "x", "record.json"), JSON.stringify(record("../x")));
    const store = fileStore(dir);
    expect(await store.load("../x")).toBeNull();
    expect(await store.append("../x", 0, A)).toBe(false);
    expect(existsSync(join(root, "x", "actions.jsonl"))).toBe(false);
    await expect(store.create(record("../y"), null)).rejects.toThrow(/not a game id/);
    await expect(store.create(record("__proto__"), null)).rejects.toThrow(/not a game id/);
    await expect(store.setStandIns("../x", { 0: "easy" })).rejects.toThrow(/not a game id/);
    expect(existsSync(join(root, "y"))).toBe(false);
    expect(existsSync(join(root, "x", "standins.json"))).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });
});

describe("a corrupt game", () => {
  it("refuses an append with the file and line, and serves the other games", async () => {
    const store = fileStore(dir);
    await store.create(record("spoiled"), null);
    await store.create(record("healthy"), null);
    writeFileSync(log("spoiled"), `${JSON.stringify(A)}\n"roll"\n`);
    const other = fileStore(dir);
    await expect(other.append("spoiled", 2, A)).rejects.toThrow(/spoiled\/actions\.jsonl line 2: not an action/);
    expect(await other.append("healthy", 0, A)).toBe(true);
  });

  it("names a missing uploaded edition and bad stand-ins", async () => {
    const store = fileStore(dir);
    await store.create(record("noedition", { edition: { uploaded: "e".repeat(64) } }), null);
    await expect(store.load("noedition")).rejects.toThrow(/noedition\/edition\.json: missing/);
    await store.create(record("badstands"), null);
    writeFileSync(join(dir, "badstands", "standins.json"), '{"__proto__": "hard"}');
    await expect(store.load("badstands")).rejects.toThrow(/standins\.json: stand-in "__proto__"/);
  });
});

describe("log files kept open", () => {
  /** This process's open files under the data folder (Linux's /proc; elsewhere, none are seen). */
  const open = () => {
    if (!existsSync("/proc/self/fd")) return [];
    return readdirSync("/proc/self/fd").flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/self/fd/${fd}`);
        return target.startsWith(dir) ? [target] : [];
      } catch {
        return [];
      }
    });
  };

  it("are at most the limit; a game whose file was closed appends to it again; close closes them all", async () => {
    const store = fileStore(dir, 2);
    const ids = ["game-one", "game-two", "game-three"];
    // Create opens the new game's log file (off the event loop), so the first append need not.
    for (const [i, id] of ids.entries()) {
      await store.create(record(id), null);
      if (process.platform === "linux") expect(open().length).toBe(Math.min(2, i + 1));
    }
    for (const [n, a] of [A, B, C].entries())
      for (const id of ids) {
        expect(await store.append(id, n, a)).toBe(true);
        if (process.platform === "linux") expect(open().length).toBe(2);
      }
    for (const id of ids)
      expect(readFileSync(log(id), "utf8")).toBe([A, B, C].map((a) => JSON.stringify(a) + "\n").join(""));
    await store.close();
    expect(open()).toEqual([]);
  });
});
