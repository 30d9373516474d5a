// @vitest-environment jsdom
// The end of a game and the Office's table, drawn from real views: the envelope and every hand as cards,
// how the game was won (the right accusation and what it named, the last player in, nobody), the focus on
// the result; the Clock count with what its last card does; a seat's Keepers as cards with their text.
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { editionForTest } from "../../../test/editions-jsdom";
import { actingSeat, engineFor, type GameState, type PlayerView } from "../../engine";
import type { CompiledEdition } from "../../../schemas/graph";
import { LangProvider } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import type { Lang } from "../../../i18n/lang";
import { GameOver } from "./GameOver";
import { Hand } from "./Hand";
import { Seats } from "./Seats";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const classic = editionForTest("classic");
const office = editionForTest("the-office");

function draw(compiled: CompiledEdition, node: ReactNode, lang: Lang = "en"): { host: HTMLElement; done: () => void } {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <LangProvider lang={lang}>
        <EditionTextProvider value={editionText(compiled.edition, lang)}>{node}</EditionTextProvider>
      </LangProvider>,
    ),
  );
  return {
    host,
    done: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

const kindsOf = (c: CompiledEdition) => ({
  suspects: new Set(c.edition.suspects.map((s) => s.id)),
  weapons: new Set(c.edition.weapons.map((w) => w.id)),
});

/** Three seats; `wrong` seats accuse wrongly in turn, then (with `right`) the next accuses the envelope. */
function ended(wrong: number, right: boolean): GameState {
  const { apply, createGame, legalActions } = engineFor(classic);
  let state = createGame({ seats: classic.edition.suspects.slice(0, 3).map((s) => ({ suspect: s.id })), seed: 3 });
  const accuse = (good: boolean) => {
    const seat = actingSeat(state);
    const e = state.envelope;
    const pick = legalActions(state, seat, "accuse").find(
      (a) => a.type === "accuse" && (a.suspect === e.suspect && a.weapon === e.weapon && a.room === e.room) === good,
    );
    if (!pick) throw new Error("no accusation to make");
    const r = apply(state, pick);
    if ("error" in r) throw new Error(r.error.message);
    state = r.state;
    // The turn passes on once a wrong accuser is out.
    for (const a of legalActions(state, actingSeat(state)))
      if (a.type === "end-turn" && actingSeat(state) === seat) {
        const next = apply(state, a);
        if (!("error" in next)) state = next.state;
      }
  };
  for (let i = 0; i < wrong; i++) accuse(false);
  if (right) accuse(true);
  return state;
}

const names = (host: HTMLElement, sel: string) =>
  [...host.querySelectorAll(sel)].map((e) => e.getAttribute("data-card"));

describe("the end of a game", () => {
  it("after the right accusation: who made it and what it named, the envelope and every hand as cards, the focus on the heading", () => {
    const state = ended(0, true);
    expect(state.result).toEqual({ winner: 0, reason: "accusation" });
    const view = engineFor(classic).viewFor(state, 1);
    const { host, done } = draw(classic, <GameOver view={view} kinds={kindsOf(classic)} />);
    const text = editionText(classic.edition, "en");
    const e = state.envelope;
    expect(host.querySelector("h2")?.textContent).toBe(`Game over ${text.suspect("scarlett")} wins!`);
    expect(document.activeElement).toBe(host.querySelector("h2"));
    expect(host.querySelector(".game-over-how")?.textContent).toBe(
      `${text.suspect("scarlett")}'s Accusation was right: ${text.card(e.suspect)}, ${text.card(e.weapon)}, ${text.card(e.room)}.`,
    );
    expect(host.querySelectorAll(".game-over-how bdi")).toHaveLength(4);
    expect(names(host, ".envelope [data-card]")).toEqual([e.suspect, e.weapon, e.room]);
    const hands = [...host.querySelectorAll(".all-hands > li")].map((li) =>
      [...li.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card")),
    );
    expect(hands).toEqual(state.hands);
    done();
  });

  it("says the winner's own words to the winner, in Japanese too", () => {
    const view = engineFor(classic).viewFor(ended(0, true), 0);
    const { host, done } = draw(classic, <GameOver view={view} kinds={kindsOf(classic)} />, "ja");
    expect(host.querySelector(".game-over-how")?.textContent).toMatch(/^あなたの.+が的中：/);
    done();
  });

  it("the last player in, and nobody", () => {
    const state = ended(2, false);
    expect(state.result).toEqual({ winner: 2, reason: "last-player" });
    const view = engineFor(classic).viewFor(state, "spectator");
    const who = editionText(classic.edition, "en").suspect(state.seats[2]?.suspect ?? "");
    const last = draw(classic, <GameOver view={view} kinds={kindsOf(classic)} />);
    expect(last.host.querySelector(".game-over-how")?.textContent).toBe(
      `Every other player is out: ${who} is the last one in.`,
    );
    // Those out say so beside their hand.
    expect(last.host.querySelectorAll(".all-hands > li.is-out")).toHaveLength(2);
    last.done();
    const nobody: PlayerView = { ...view, result: { winner: null, reason: "everyone-out" } };
    const none = draw(classic, <GameOver view={nobody} kinds={kindsOf(classic)} />);
    expect(none.host.querySelector("h2")?.textContent).toBe("Game over Nobody won.");
    expect(none.host.querySelector(".game-over-how")?.textContent).toBe(
      "Every player is out: nobody opened the Case File in time.",
    );
    none.done();
  });

  it("draws nothing while the game is on", () => {
    const { createGame, viewFor } = engineFor(classic);
    const state = createGame({ seats: classic.edition.suspects.slice(0, 3).map((s) => ({ suspect: s.id })), seed: 1 });
    const { host, done } = draw(classic, <GameOver view={viewFor(state, 0)} kinds={kindsOf(classic)} />);
    expect(host.innerHTML).toBe("");
    done();
  });
});

describe("The Office at the table", () => {
  const { createGame, viewFor } = engineFor(office);
  const state = createGame({ seats: office.edition.suspects.slice(0, 4).map((s) => ({ suspect: s.id })), seed: 2 });
  const keeper = office.edition.modules.intrigue?.keepers[0];

  it("the Clock count says what its last card does", () => {
    const { host, done } = draw(office, <Seats view={viewFor(state, 0)} colors={new Map()} />);
    expect(host.querySelector(".clock")?.textContent).toContain("Clock 0 of 8 (the 8th puts whoever draws it out)");
    done();
  });

  it("a seat's Keepers are cards in its hand, with their text", () => {
    if (!keeper) throw new Error("The Office has no Keepers");
    const view = viewFor(state, 0);
    const seats = view.seats.map((s, i) => (i === 0 ? { ...s, keepers: [keeper.id] } : s));
    const { host, done } = draw(office, <Hand view={{ ...view, seats }} kinds={kindsOf(office)} />);
    const card = host.querySelector(`[data-keeper="${keeper.id}"]`);
    expect(card?.querySelector(".card-name")?.textContent).toBe(keeper.name);
    expect(card?.querySelector(".card-text")?.textContent).toBe(keeper.text);
    // A Keeper is no card of the deal: it carries no data-card that the secrecy checks would count.
    expect(card?.hasAttribute("data-card")).toBe(false);
    done();
  });
});
