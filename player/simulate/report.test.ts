// What the trial of issue 13 found a reader of the report could not tell: that a one-level run says
// nothing about levels, whose turns "turns to finish" counts, and why a room is suggested in more often
// than it is entered.
import { describe, expect, it } from "vitest";
import { loadEdition } from "../../test/editions";
import { reportHtml } from "./report";
import { emptyTally, playRange, summarize } from "./simulate";

describe("the balance report's words", () => {
  const compiled = loadEdition("classic");
  const page = (bots: string[]) => {
    const o = { games: 8, seed: 3, players: 4, bots };
    const t = playRange(compiled, o, 0, o.games, emptyTally(compiled, o));
    return reportHtml(compiled, summarize(compiled, o, t, 0), t);
  };

  it("says a run of one level compares seats, not levels, and how to compare levels", () => {
    const one = page(["random"]);
    expect(one).toContain("compares seats, not levels");
    expect(one).toContain("--bots hard,random,random,random");
    const mixed = page(["random", "easy", "random", "easy"]);
    expect(mixed).not.toContain("compares seats, not levels");
    expect(mixed).toContain("fair share");
  });

  it("marks the fair share on the bars of wins by seat", () => {
    const html = page(["random"]);
    const seats = html.slice(html.indexOf("<h2>Wins by seat</h2>"), html.indexOf("<h2>Wins by level</h2>"));
    expect(seats.match(/<title>fair share<\/title>/g)).toHaveLength(4);
  });

  it("counts the turns of all the players together, and says so", () => {
    expect(page(["random"])).toMatch(/Turns of all the players together[^<]*about [\d.]+ turns each/);
  });

  it("writes counts and shares as each language does (Intl)", () => {
    const o = { games: 4, seed: 3, players: 4, bots: ["random"] };
    const t = playRange(compiled, o, 0, o.games, emptyTally(compiled, o));
    // A long run's figures on a short run's tally: only the words are looked at.
    const r = { ...summarize(compiled, o, t, 0), games: 12000, noWinner: 1500, wrongAccusations: 23456 };
    expect(reportHtml(compiled, r, t)).toContain("12,000 games, 4 players");
    expect(reportHtml(compiled, r, t)).toContain("No winner in 1,500 (12.5%); wrong accusations: 23,456;");
    expect(reportHtml(compiled, r, t, [], "ja")).toContain("12,000 ゲーム、4 人");
  });

  it("explains why a room may be suggested in more often than entered", () => {
    expect(page(["random"])).toContain("a token moved in by someone else's suggestion is not counted");
  });

  it("is written in Japanese with lang ja: every text and title, and the names of the edition's Japanese", () => {
    const o = { games: 4, seed: 3, players: 4, bots: ["random"] };
    const t = playRange(compiled, o, 0, o.games, emptyTally(compiled, o));
    const html = reportHtml(compiled, summarize(compiled, o, t, 0), t, [], "ja");
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain("バランスレポート：クルー");
    expect(html).toContain("ミス・スカーレット");
    expect(html).toContain("ボールルーム");
    // Every piece of text a reader sees (between tags, and in titles and labels), but the code of a command.
    const texts = [
      ...html.replace(/<code>[^<]*<\/code>|<style>[^<]*<\/style>/g, "").matchAll(/>([^<]+)</g),
      ...html.matchAll(/(?:aria-label|title)="([^"]*)"/g),
    ]
      .map((m) => (m[1] ?? "").trim())
      .filter((x) => /[A-Za-z]{2}/.test(x) && !x.startsWith("default-src"));
    const english = texts.filter((x) => /[A-Za-z]{2,}(?:[ ,;'-]+[A-Za-z]{2,}){2,}/.test(x));
    expect(english).toEqual([]);
  });
});
