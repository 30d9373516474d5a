// @vitest-environment jsdom
// The forms come from the schema alone: an option added to it appears, with its title, description and
// default, and editing it sets that one path.
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { Field } from "./Field";
import { resolve, ROOT, type Schema } from "./schema";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount(schema: Schema, value: unknown) {
  const el = document.createElement("div");
  document.body.append(el);
  const calls: [unknown, unknown][] = [];
  const root = createRoot(el);
  act(() =>
    root.render(
      <Field
        schema={schema}
        path={["rules", "movement"]}
        value={value}
        required
        onSet={(p, v) => calls.push([p, v])}
      />,
    ),
  );
  return { el, calls, done: () => act(() => root.unmount()) };
}

describe("schema-driven forms", () => {
  it("show an option added to the schema, with its default, and set only its path", () => {
    const movement = resolve(ROOT.properties!.rules!.properties!.movement);
    const schema: Schema = {
      ...movement,
      properties: {
        ...movement.properties,
        diagonal: {
          type: "boolean",
          title: "Diagonal steps",
          description: "May a token step diagonally?",
          default: true,
        },
        tempo: { enum: ["slow", "brisk"], title: "Tempo", default: "slow" },
      },
    };
    const { el, calls, done } = mount(schema, { mode: "exact" });
    const label = [...el.querySelectorAll("label")].find((l) => l.textContent === "Diagonal steps")!;
    const box = el.querySelector<HTMLInputElement>(`#${label.htmlFor}`)!;
    expect(box.checked).toBe(true);
    expect(el.textContent).toContain("May a token step diagonally?");
    act(() => box.click());
    expect(calls).toEqual([[["rules", "movement", "diagonal"], false]]);
    const tempo = el.querySelector<HTMLSelectElement>('[data-path="/rules/movement/tempo"] select')!;
    expect([...tempo.options].map((o) => o.textContent)).toEqual(["(not set: slow)", "slow", "brisk"]);
    done();
  });

  it("offer each branch of a union by its title, and a new branch starts from its skeleton", () => {
    const first = ROOT.properties!.rules!.properties!.firstPlayer!;
    const { el, calls, done } = mount(first, { kind: "suspect", suspect: "scarlett" });
    const kind = el.querySelector<HTMLSelectElement>("select")!;
    expect([...kind.options].map((o) => o.textContent)).toEqual(["A named suspect", "Highest roll"]);
    act(() => {
      kind.value = "1";
      kind.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(calls).toEqual([[["rules", "movement"], { kind: "highRoll" }]]);
    done();
  });
});
