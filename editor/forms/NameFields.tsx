// The fields that hold names: a reference is a picker of the things that exist (by their names), an id or
// a room's grid key is checked before it is set, and the refusal says why (a rename carries every
// reference, editor/names/rename.ts, so a typo here no longer breaks the file quietly).
import { createContext, useContext, useEffect, useState } from "react";
import { LangContext, sayData, useT, type T } from "../i18n/i18n";
import { dataOf, getIn, type Doc } from "../model/doc";
import type { Path } from "../model/patch";
import type { Json } from "../model/render";
import { namesOf } from "../names/names";
import type { Kind } from "../names/refs";
import { rekeyRoom, renameId, type Refusal } from "../names/rename";

/** The doc the forms show: what the pickers offer and the renames are checked against. */
export const DocContext = createContext<Doc | null>(null);

/** The word for a kind: the edition's own (when it is written in the page's language), else the editor's. */
export function termFor(doc: Doc | null, lang: string, t: T, kind: Kind): string {
  const own = doc ? namesOf(doc).terms[kind] : undefined;
  const locale = doc ? getIn(dataOf(doc), ["locale"]) : undefined;
  return own && (typeof locale !== "string" || locale.slice(0, 2) === lang) ? own : t(`names.kind.${kind}`);
}

export function useTerm(kind: Kind): string {
  const { lang, t } = useContext(LangContext);
  return termFor(useContext(DocContext), lang, t, kind);
}

interface Props {
  id: string;
  path: Path;
  kind: Kind;
  value: unknown;
  required: boolean;
  describedBy?: string;
  onSet: (path: Path, v: Json | undefined) => void;
}

export function Picker({ id, path, kind, value, required, describedBy, onSet }: Props) {
  const t = useT();
  const doc = useContext(DocContext);
  const what = useTerm(kind);
  const items = doc ? namesOf(doc)[kind] : [];
  const v = typeof value === "string" ? value : "";
  const known = items.some((x) => x.id === v);
  return (
    <select
      id={id}
      data-picks={kind}
      value={v}
      aria-describedby={describedBy}
      aria-invalid={v !== "" && !known}
      onChange={(e) => onSet(path, e.target.value === "" ? undefined : e.target.value)}
    >
      {(v === "" || !required) && (
        <option value="">{items.length ? t("names.choose", { what }) : t("names.none", { what })}</option>
      )}
      {v !== "" && !known && <option value={v}>{t("names.missing", { id: v, what })}</option>}
      {items.map((x) => (
        <option key={x.id} value={x.id}>
          {x.name && x.name !== x.id ? `${x.name} (${x.id})` : x.id}
        </option>
      ))}
    </select>
  );
}

/** An id or a room's grid key: typed, checked on commit; a refusal is shown and nothing changes. */
export function NameText({ id, path, kind, value, describedBy, onSet, isKey }: Props & { isKey?: boolean }) {
  const t = useT();
  const doc = useContext(DocContext);
  const old = typeof value === "string" ? value : "";
  const [draft, setDraft] = useState(old);
  const [refused, setRefused] = useState<Refusal | null>(null);
  useEffect(() => setDraft(old), [old]);
  const commit = () => {
    const v = draft.trim();
    if (v === old) return setRefused(null);
    if (doc && old !== "") {
      const roomId = isKey ? getIn(dataOf(doc), [path[0]!, path[1]!, "id"]) : undefined;
      const r = isKey ? rekeyRoom(doc, typeof roomId === "string" ? roomId : "", v) : renameId(doc, kind, old, v);
      if ("refused" in r) return setRefused(r.refused);
    }
    setRefused(null);
    onSet(path, v === "" ? undefined : v);
  };
  const err = id + "-refused";
  return (
    <span className="name-text">
      <input
        id={id}
        type="text"
        value={draft}
        spellCheck={false}
        aria-invalid={refused !== null}
        aria-describedby={[describedBy, refused && err].filter(Boolean).join(" ") || undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
      />
      {refused && (
        <span className="refused" id={err} role="alert" data-refused={refused.reason}>
          {sayData(t, { key: `names.refused.${refused.reason}`, vars: refused.vars })}
        </span>
      )}
    </span>
  );
}
