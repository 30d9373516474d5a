// The forms: every top-level key of the schema, in groups. The board's drawn parts (grid, doors,
// passages, spaces) are left to the tools; any key the groups do not name lands in the last group, so a
// key added to the schema shows up without a change here.
import { useT } from "../i18n/i18n";
import type { Key } from "../i18n/keys";
import type { Doc } from "../model/doc";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import { Extending, Field } from "./Field";
import { DocContext } from "./NameFields";
import { resolve, ROOT, type Schema } from "./schema";
import "./forms.css";

const GROUPS: [Key, string[]][] = [
  ["form.identity", ["format", "id", "name", "tagline", "locale", "players"]],
  ["form.cards", ["suspects", "weapons", "rooms"]],
  ["form.terms", ["terms"]],
  ["form.rules", ["rules", "board"]],
  ["form.modules", ["modules"]],
  ["form.text", ["rulesText", "notes"]],
];
const DRAWN = new Set(["grid", "doors", "passages", "spaces"]);

export function Details({
  data,
  doc,
  onSet,
}: {
  data: Record<string, unknown> | undefined;
  /** The doc shown: what the pickers offer, what ids are checked against. */
  doc?: Doc;
  onSet: (path: Path, v: Json | undefined) => void;
}) {
  const t = useT();
  const props = ROOT.properties ?? {};
  const named = new Set(GROUPS.flatMap(([, keys]) => keys));
  const groups = GROUPS.map(
    ([title, keys], i) =>
      [title, i === GROUPS.length - 1 ? [...keys, ...Object.keys(props).filter((k) => !named.has(k))] : keys] as const,
  );
  if (!data) return null;
  return (
    <DocContext.Provider value={doc ?? null}>
      <Extending.Provider value={typeof data.extends === "string"}>
        <div className="details">
          {groups.map(([title, keys]) => (
            <details key={title} open={title === "form.identity"}>
              <summary>{t(title)}</summary>
              {keys.map((k) => {
                let schema: Schema = props[k] ?? {};
                if (k === "board") {
                  const b = resolve(schema);
                  schema = {
                    ...b,
                    properties: Object.fromEntries(Object.entries(b.properties ?? {}).filter(([p]) => !DRAWN.has(p))),
                    required: [],
                  };
                }
                return (
                  <Field
                    key={k}
                    schema={schema}
                    path={[k]}
                    value={data[k]}
                    required={(ROOT.required ?? []).includes(k)}
                    onSet={onSet}
                  />
                );
              })}
            </details>
          ))}
        </div>
      </Extending.Provider>
    </DocContext.Provider>
  );
}
