import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EDITIONS, loadEdition, ROOT } from "../../test/editions";
import { quick } from "../../test/quick";
import { reportHtml } from "./report";
import { emptyTally, mergeTallies, playRange, simulate, summarize, unfinishedWarning } from "./simulate";
import { workerCount } from "./workers";

const CLI = `${ROOT}bin/clue-compile.js`;
const run = (...args: string[]) =>
  spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
const untimed = (r: object) => ({ ...r, elapsedMs: 0, gamesPerSecond: 0 });
// Random players' games, long ones: fewer in the quick tier.
const GAMES = quick(12, 4);

describe("simulate", () => {
  for (const id of EDITIONS)
    it(`${id}: every game is accounted for, and the same seed gives the same result`, () => {
      const compiled = loadEdition(id);
      const a = simulate(compiled, { games: GAMES, seed: 11, players: 4, bots: ["random"] });
      const wins = a.winsBySeat.reduce((x, y) => x + y, 0);
      expect(wins + a.noWinner).toBe(GAMES);
      expect(a.winsByLevel).toEqual({ random: wins });
      expect(a.turns.max).toBeGreaterThanOrEqual(a.turns.p50);
      expect(untimed(simulate(compiled, { games: GAMES, seed: 11, players: 4, bots: ["random"] }))).toEqual(untimed(a));
      expect(untimed(simulate(compiled, { games: GAMES, seed: 12, players: 4, bots: ["random"] }))).not.toEqual(
        untimed(a),
      );
    });

  it("tells games stopped at the action limit apart, and warns about them in the report", () => {
    const compiled = loadEdition("classic");
    const o = { games: 3, seed: 4, players: 4, bots: ["random"], maxActions: 12 };
    const t = playRange(compiled, o, 0, 3, emptyTally(compiled, o));
    expect(t.unfinished).toBe(3);
    expect(t.noWinner).toBe(3);
    expect(mergeTallies(t, t).unfinished).toBe(6);
    const finished = playRange(
      compiled,
      { ...o, bots: ["medium"], maxActions: undefined },
      0,
      3,
      emptyTally(compiled, o),
    );
    expect(finished.unfinished).toBe(0);
    const warning = unfinishedWarning(t.unfinished, 3);
    expect(warning).toMatch(/^3 of 3 games were stopped after 50,000 actions/);
    const html = reportHtml(compiled, summarize(compiled, o, t, 1), t, [warning]);
    expect(html).toContain("<strong>3 of 3 games were stopped");
    // A Japanese report says it in Japanese (it was English in every language before).
    const ja = unfinishedWarning(t.unfinished, 3, "ja");
    expect(ja).toMatch(/^3 ゲームのうち 3 ゲームは、50,000 アクションを過ぎても/);
    expect(reportHtml(compiled, summarize(compiled, o, t, 1), t, [ja], "ja")).toContain(`<strong>${ja}`);
  });

  it("prints the JSON object of DESIGN.md section 3", () => {
    // The object's keys: one long random game shows them in the quick tier.
    const r = run(
      "simulate",
      "variants/classic",
      "--games",
      String(quick(5, 1)),
      "--seed",
      "3",
      "--players",
      "3",
      "--bots",
      "random",
      "--json",
    );
    expect(r.status).toBe(0);
    expect(Object.keys(JSON.parse(r.stdout))).toEqual([
      "edition",
      "games",
      "seed",
      "players",
      "bots",
      "winsBySeat",
      "winsByLevel",
      "noWinner",
      "wrongAccusations",
      "turns",
      "suggestions",
      "elapsedMs",
      "gamesPerSecond",
    ]);
  });

  it("answers bad usage with exit code 2 and a message, an edition with errors with 1", () => {
    for (const args of [
      ["--bots", "expert"],
      ["--players", "9"],
      ["--games", "0"],
      ["--bots", "random,random"],
      ["--workers", "0"],
    ]) {
      const r = run("simulate", "variants/classic", "--games", "2", "--seed", "1", ...args);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/error: /);
      expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    }
    expect(run("simulate", "variants/none", "--games", "2", "--seed", "1").status).toBe(2);
    expect(run("simulate", "test/fixtures/invalid/DUPLICATE_ID.yaml", "--games", "2", "--seed", "1").status).toBe(1);
  });

  it("rotates a list of levels round the seats, and gives the same result on several workers", () => {
    // The report shows the whole tally (turns to finish, stops, rooms, seats), the JSON its summary.
    const dir = mkdtempSync(join(tmpdir(), "clue-workers-"));
    const args = (file: string) => [
      "simulate",
      "variants/classic",
      "--games",
      "8",
      "--seed",
      "5",
      "--bots",
      "hard,easy,easy,easy",
      "--json",
      "--report",
      join(dir, file),
    ];
    const one = JSON.parse(run(...args("one.html")).stdout) as {
      winsBySeat: number[];
      winsByLevel: Record<string, number>;
    };
    const two = JSON.parse(run(...args("two.html"), "--workers", "2").stdout) as object;
    expect(untimed(two)).toEqual(untimed(one));
    expect(readFileSync(join(dir, "two.html"), "utf8")).toBe(readFileSync(join(dir, "one.html"), "utf8"));
    expect(one.winsByLevel.hard).toBeGreaterThanOrEqual(6);
    expect(one.winsBySeat.filter((w) => w > 0).length).toBeGreaterThan(1);
  });

  it("starts no more workers than there are cores, or games", () => {
    expect(workerCount(64, 1000, 2)).toBe(2);
    expect(workerCount(8, 3, 16)).toBe(3);
    expect(workerCount(1, 1000, 2)).toBe(1);
    expect(workerCount(2, 1000, 1)).toBe(1);
  });

  it("writes a balance report a browser can show, with names escaped", () => {
    const file = join(mkdtempSync(join(tmpdir(), "clue-report-")), "report.html");
    const r = run(
      "simulate",
      "variants/the-office",
      "--games",
      "4",
      "--seed",
      "2",
      "--bots",
      "medium",
      "--report",
      file,
    );
    expect(r.status).toBe(0);
    const html = readFileSync(file, "utf8");
    for (const part of [
      "Verdict",
      "Wins by seat",
      "Wins by level",
      "Seat order",
      "Turns to finish",
      "Rooms",
      "Heat map",
      "Distances between rooms",
      "Suggested in: how many",
    ])
      expect(html).toContain(part);
    expect(html).toContain("Michael&#39;s Office");
    expect(html).not.toMatch(/<script/i);
  });
});
