// One field of the edition, drawn from its schema: objects as groups, unions of objects as a kind chooser
// over the chosen branch, lists with add and remove, cells as two numbers, enums as selects, booleans as
// checkboxes (showing the default while unset), numbers, and text that commits on blur.
import { pointer } from "../../compiler/diagnostics";
import { createContext, useContext } from "react";
import { LangContext, useT } from "../i18n/i18n";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import { fillRefs } from "../names/commands";
import { DECLARED, fieldKind, KINDS } from "../names/refs";
import { AddItem } from "./AddItem";
import { CommitNumber, CommitText } from "./inputs";
import { DocContext, NameText, Picker, termFor } from "./NameFields";
import { branches, controlOf, resolve, skeleton, type Schema } from "./schema";

export interface FieldProps {
  schema: Schema;
  path: Path;
  value: unknown;
  required: boolean;
  onSet: (path: Path, v: Json | undefined) => void;
  label?: string;
}

/** Does the edition extend another? Only then are the `replaces` / `remove` keys of its lists offered. */
export const Extending = createContext(false);
const INHERITANCE_KEYS = new Set(["replaces", "remove"]);
/** The colour pattern of the schema: such a field also gets the browser's colour picker. */
const HEX_COLOUR = "^#[0-9a-fA-F]{6}$";

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** A value as a form shows it: a string as it is, anything else as JSON; nothing as empty. */
const plain = (v: unknown): string => (typeof v === "string" ? v : v === undefined ? "" : JSON.stringify(v));
/** An item's own name, shown beside its number ("Room 9: Michael's Office"). */
const nameOf = (v: unknown): string => (isObj(v) && typeof v.name === "string" ? v.name : "");
const idOf = (path: Path) => "f" + pointer(path).replace(/[^a-zA-Z0-9]/g, "_");

export function Field(props: FieldProps) {
  const s = resolve(props.schema);
  const { t, lang } = useContext(LangContext);
  const extending = useContext(Extending);
  const doc = useContext(DocContext);
  const { path, value, onSet } = props;
  /** A value the form makes up refers to what exists, never to the schema's example ids. */
  const made = (at: Path, v: Json): Json => (doc ? fillRefs(doc, at, v) : v);
  const id = idOf(path);
  const named = fieldKind(path);
  // A reference is labelled by what it picks, in the edition's words ("Location"), not as an "Id".
  const label =
    props.label ??
    (named && !named.declares ? termFor(doc, lang, t, named.kind) : (s.title ?? String(path[path.length - 1] ?? "")));
  const help = s.description ? (
    <p className="ed-help" id={id + "-help"}>
      {s.description}
    </p>
  ) : null;
  const describedBy = s.description ? id + "-help" : undefined;
  const kind = controlOf(s);
  const wrap = (control: React.ReactNode, cls = "") => (
    <div className={`ed-field ${cls}`} data-path={pointer(path)}>
      <label htmlFor={id}>{label}</label>
      {control}
      {help}
    </div>
  );

  if (kind === "const") return null;
  if (kind === "object" || kind === "union") {
    if (value === undefined && !props.required)
      return (
        <div className="ed-field off" data-path={pointer(path)}>
          <span className="label">{label}</span>
          <button type="button" id={id} onClick={() => onSet(path, made(path, skeleton(s)))}>
            {t("form.on")}
          </button>
          {help}
        </div>
      );
    const obj = isObj(value) ? value : {};
    let shape = s;
    let chooser = null;
    if (kind === "union") {
      const { key, values } = branches(s);
      const at = values.indexOf((obj[key] as Json) ?? null);
      shape = resolve(s.oneOf?.[at]);
      chooser = (
        <div className="ed-field">
          <label htmlFor={id}>{t("form.kind")}</label>
          <select
            id={id}
            value={at}
            onChange={(e) => onSet(path, made(path, skeleton(s.oneOf?.[Number(e.target.value)])))}
          >
            {at < 0 && <option value={-1}>?</option>}
            {s.oneOf!.map((b, i) => (
              <option key={i} value={i}>
                {resolve(b).title ?? plain(values[i])}
              </option>
            ))}
          </select>
        </div>
      );
    }
    return (
      <fieldset className="group" data-path={pointer(path)}>
        <legend>{label}</legend>
        {help}
        {chooser}
        {Object.entries(shape.properties ?? {})
          .filter(([k]) => extending || !INHERITANCE_KEYS.has(k) || obj[k] !== undefined)
          .map(([k, sub]) => (
            <Field
              key={k}
              schema={sub}
              path={[...path, k]}
              value={obj[k]}
              required={(shape.required ?? []).includes(k)}
              onSet={onSet}
            />
          ))}
        {!props.required && value !== undefined && (
          <button type="button" className="remove" onClick={() => onSet(path, undefined)}>
            {t("form.off")}
          </button>
        )}
      </fieldset>
    );
  }
  if (kind === "array") return <ListField {...props} schema={s} />;
  if (kind === "cell") {
    const cell = Array.isArray(value) ? value : [];
    const set = (i: number) => (n: number | undefined) =>
      onSet(path, i === 0 ? [n ?? 0, Number(cell[1] ?? 0)] : [Number(cell[0] ?? 0), n ?? 0]);
    return wrap(
      <span className="cell-input">
        <CommitNumber
          id={id}
          label={`${label}: ${t("form.row")}`}
          value={typeof cell[0] === "number" ? cell[0] : undefined}
          onCommit={set(0)}
          describedBy={describedBy}
        />
        <CommitNumber
          id={id + "-c"}
          label={`${label}: ${t("form.col")}`}
          value={typeof cell[1] === "number" ? cell[1] : undefined}
          onCommit={set(1)}
          describedBy={describedBy}
        />
      </span>,
    );
  }
  if (kind === "enum")
    return wrap(
      <select
        id={id}
        value={value === undefined ? "" : JSON.stringify(value)}
        aria-describedby={describedBy}
        onChange={(e) => onSet(path, e.target.value === "" ? undefined : (JSON.parse(e.target.value) as Json))}
      >
        {(value === undefined || !props.required) && (
          <option value="">{t("form.unset", { value: s.default === undefined ? "–" : plain(s.default) })}</option>
        )}
        {s.enum!.map((o) => (
          <option key={JSON.stringify(o)} value={JSON.stringify(o)}>
            {plain(o)}
          </option>
        ))}
      </select>,
    );
  if (kind === "boolean")
    return wrap(
      <span>
        <input
          id={id}
          type="checkbox"
          checked={typeof value === "boolean" ? value : s.default === true}
          aria-describedby={describedBy}
          onChange={(e) => onSet(path, e.target.checked)}
        />
        {value === undefined && <em className="default"> {t("form.default")}</em>}
      </span>,
      "inline",
    );
  if (kind === "number")
    return wrap(
      <CommitNumber
        id={id}
        value={typeof value === "number" ? value : undefined}
        min={s.minimum}
        max={s.maximum}
        describedBy={describedBy}
        onCommit={(n) => onSet(path, n)}
      />,
    );
  if (kind === "scalarUnion")
    return wrap(
      <CommitText
        id={id}
        value={plain(value)}
        describedBy={describedBy}
        onCommit={(v) => onSet(path, v.trim() === "" ? undefined : /^-?\d+$/.test(v.trim()) ? Number(v) : v.trim())}
      />,
    );
  const roomKey = path.length === 3 && path[0] === "rooms" && path[2] === "key";
  if (named && !named.declares)
    return wrap(
      <Picker
        id={id}
        path={path}
        kind={named.kind}
        value={value}
        required={props.required}
        describedBy={describedBy}
        onSet={onSet}
      />,
    );
  if (named?.declares || roomKey)
    return wrap(
      <NameText
        id={id}
        path={path}
        kind={named?.kind ?? "room"}
        value={value}
        required={props.required}
        describedBy={describedBy}
        onSet={onSet}
        isKey={roomKey}
      />,
    );
  const text = plain(value);
  const commitText = (v: string) => onSet(path, v === "" && !props.required ? undefined : v);
  if (s.pattern === HEX_COLOUR)
    return wrap(
      <span className="colour-input">
        <CommitText id={id} value={text} describedBy={describedBy} onCommit={commitText} />
        <input
          type="color"
          aria-label={label}
          value={/^#[0-9a-fA-F]{6}$/.test(text) ? text.toLowerCase() : "#888888"}
          onChange={(e) => commitText(e.target.value)}
        />
      </span>,
    );
  return wrap(
    <CommitText id={id} value={text} multiline={kind === "longText"} describedBy={describedBy} onCommit={commitText} />,
  );
}

function ListField({ schema: s, path, value, onSet, label }: FieldProps) {
  const t = useT();
  const doc = useContext(DocContext);
  /** A list that declares things (suspects, rooms...) asks a new one's name instead of adding a made-up one. */
  const declares = KINDS.find((k) => pointer(DECLARED[k].slice(0, -2) as string[]) === pointer(path));
  const items = Array.isArray(value) ? value : [];
  const item = resolve(s.items);
  const scalars =
    ["number", "integer", "string"].includes(String(item.type)) ||
    item.oneOf?.every((b) => resolve(b).type !== "object");
  const title = label ?? s.title ?? String(path[path.length - 1]);
  if (scalars)
    return (
      <div className="ed-field" data-path={pointer(path)}>
        <label htmlFor={idOf(path)}>{title}</label>
        <CommitText
          id={idOf(path)}
          value={items.map(String).join(", ")}
          onCommit={(v) =>
            onSet(
              path,
              v
                .split(",")
                .map((x) => x.trim())
                .filter(Boolean)
                .map((x) => (/^-?\d+$/.test(x) ? Number(x) : x)),
            )
          }
        />
        {s.description && <p className="ed-help">{s.description}</p>}
      </div>
    );
  return (
    <fieldset className="group list" data-path={pointer(path)}>
      <legend>{title}</legend>
      {s.description && <p className="ed-help">{s.description}</p>}
      {items.map((v, i) => (
        <div className="item" key={i}>
          <Field
            schema={item}
            path={[...path, i]}
            value={v as Json}
            required
            onSet={onSet}
            label={`${item.title ?? title} ${i + 1}${nameOf(v) ? `: ${nameOf(v)}` : ""}`}
          />
          <button
            type="button"
            className="remove"
            onClick={() => onSet([...path, i], undefined)}
            aria-label={`${t("form.remove")} ${item.title ?? ""} ${i + 1}`}
          >
            {t("form.remove")}
          </button>
        </div>
      ))}
      {(s.maxItems === undefined || items.length < s.maxItems) &&
        (declares && doc ? (
          <AddItem kind={declares} doc={doc} onAdd={(x) => onSet([...path, items.length], x)} />
        ) : (
          <button
            type="button"
            className="add"
            onClick={() =>
              onSet(
                [...path, items.length],
                doc ? fillRefs(doc, [...path, items.length], skeleton(item)) : skeleton(item),
              )
            }
          >
            {t("form.add")} {item.title ?? ""}
          </button>
        ))}
    </fieldset>
  );
}
