// @vitest-environment jsdom
// The accusation's control: its selects start at cards this seat has not seen, the notebook's certain cards
// come first once the form is opened; where the edition allows accusing in one room only (The Office), the
// rule stands where the form would be, and looking at the face-down cards says on its button that it uses
// up the turn's accusation.
import { act } from "react";
import { describe, expect, it } from "vitest";
import { reactRoot } from "../../../test/react-root";
import type { CompiledEdition } from "../../../schemas/graph";
import { editionForTest } from "../../../test/editions-jsdom";
import type { Notebook } from "../../bots/deduce/notebook/notebook";
import { engineFor, type Action, type ActionOf, type ActionType, type PlayerView } from "../../engine";
import { TurnPanel } from "../game/TurnPanel";
import type { Turn } from "../game/useTurn";
import { LangProvider } from "../i18n/context";
import { editionText } from "../../../edition/text";
import { EditionTextProvider } from "../i18n/edition-context";
import type { Compute } from "../notebook/useNotebook";

const classic = editionForTest("classic");
const office = editionForTest("the-office");

function viewOf(c: CompiledEdition): PlayerView {
  const { createGame, viewFor } = engineFor(c);
  const seats = c.edition.suspects.slice(0, 4).map((s) => ({ suspect: s.id }));
  const state = createGame({ seats, seed: 5 });
  return { ...viewFor(state, state.turn.seat), viewer: 0, turn: { ...viewFor(state, 0).turn, seat: 0 } };
}

/** Seat 0's turn offering exactly `lists`' actions. */
function turnOf(lists: Partial<Record<ActionType, Action[]>>): Turn {
  return {
    seat: 0,
    types: new Set(Object.keys(lists) as ActionType[]),
    list: <T extends ActionType>(t: T) => (lists[t] ?? []) as ActionOf<T>[],
  };
}

function accusations(c: CompiledEdition): ActionOf<"accuse">[] {
  const out: ActionOf<"accuse">[] = [];
  for (const s of c.edition.suspects)
    for (const w of c.edition.weapons)
      for (const r of c.edition.rooms) out.push({ type: "accuse", seat: 0, suspect: s.id, weapon: w.id, room: r.id });
  return out;
}

const at = reactRoot();

async function show(c: CompiledEdition, view: PlayerView, turn: Turn, notebook?: Compute) {
  await act(async () =>
    at.root.render(
      <LangProvider lang="en">
        <EditionTextProvider value={editionText(c.edition, "en")}>
          <TurnPanel compiled={c} view={view} turn={turn} moves={new Map()} onAct={() => {}} notebook={notebook} />
        </EditionTextProvider>
      </LangProvider>,
    ),
  );
}
const value = (name: string) => at.host.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value;
const options = (name: string) =>
  [...at.host.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => o.value);

describe("the accusation form", () => {
  const { suspects, weapons, rooms } = classic.edition;

  it("starts each select at the first card this seat has not seen", async () => {
    // Seen: the first two suspects, the first weapon, every room but the last.
    const hand = [suspects[0]!.id, suspects[1]!.id, weapons[0]!.id, ...rooms.slice(0, -1).map((r) => r.id)];
    await show(classic, { ...viewOf(classic), hand }, turnOf({ accuse: accusations(classic) }));
    expect([value("suspect"), value("weapon"), value("room")]).toEqual([
      suspects[2]!.id,
      weapons[1]!.id,
      rooms.at(-1)!.id,
    ]);
  });

  it("offers the notebook's certain cards first once opened, and chooses them", async () => {
    const view = viewOf(classic);
    // Cards not in this seat's hand (the envelope's never are), and none the first of its kind.
    const other = (xs: readonly { id: string }[]) => xs.slice(1).find((x) => !view.hand.includes(x.id))!.id;
    const sure = { suspect: other(suspects), weapon: other(weapons), room: other(rooms) };
    let asked = 0;
    const notebook: Compute = () => {
      asked++;
      return { ok: true, solution: sure, rows: [] } as unknown as Notebook;
    };
    await show(classic, view, turnOf({ accuse: accusations(classic) }), notebook);
    // Not worked out for a form nobody opened.
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(asked).toBe(0);
    const details = at.host.querySelector("details.accuse") as HTMLDetailsElement;
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(asked).toBe(1);
    expect([options("suspect")[0], options("weapon")[0], options("room")[0]]).toEqual([
      sure.suspect,
      sure.weapon,
      sure.room,
    ]);
    expect([value("suspect"), value("weapon"), value("room")]).toEqual([sure.suspect, sure.weapon, sure.room]);
    expect(options("suspect")).toHaveLength(suspects.length);
  });
});

describe("The Office's accusation in the Sales Dept. only", () => {
  it("says the rule where the form would be while accusing is not legal", async () => {
    await show(office, viewOf(office), turnOf({ roll: [{ type: "roll", seat: 0 }] }));
    expect(at.host.querySelector("details.accuse")).toBeNull();
    expect(at.host.querySelector(".turn-panel")?.textContent).toContain(
      "An Accusation can be made only in Sales Dept., in a turn you move into it.",
    );
  });

  it("says on the look's button that it uses up the turn's accusation", async () => {
    const look: Action = { type: "look-pool", seat: 0 };
    await show(office, viewOf(office), turnOf({ "look-pool": [look], accuse: accusations(office) }));
    const button = at.host.querySelector('[data-action="look-pool"]');
    expect(button?.textContent).toBe("Look at the face-down cards in Sales Dept. (uses up this turn's Accusation)");
    await show(office, viewOf(office), turnOf({ "look-pool": [look] }));
    expect(at.host.querySelector('[data-action="look-pool"]')?.textContent).toBe(
      "Look at the face-down cards in Sales Dept.",
    );
  });
});
