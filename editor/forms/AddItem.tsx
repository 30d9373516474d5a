// "Add a suspect" and the like: asks for a name (and a room's grid key) and makes the id from it, unique in
// the edition, so nothing is copied from classic and two adds never give one id twice.
import { useId, useState } from "react";
import { useT } from "../i18n/i18n";
import { boardOf } from "../model/board";
import type { Doc } from "../model/doc";
import type { Json } from "../model/render";
import { newItem } from "../names/commands";
import { deriveId, freeKey, namesOf } from "../names/names";
import type { Kind } from "../names/refs";
import { useTerm } from "./NameFields";

interface Props {
  kind: Kind;
  doc: Doc;
  onAdd: (item: Record<string, Json>) => void;
  onCancel?: () => void;
  focusFirst?: boolean;
}

export function AddItem({ kind, doc, onAdd, onCancel, focusFirst }: Props) {
  const t = useT();
  const what = useTerm(kind);
  const uid = useId();
  const names = namesOf(doc);
  const [name, setName] = useState("");
  const suggested = kind === "room" ? (freeKey(names, boardOf(doc).grid) ?? "") : "";
  const [key, setKey] = useState<string | null>(null);
  const [problem, setProblem] = useState("");
  const k = key ?? suggested;
  const add = () => {
    if (name.trim() === "") return setProblem(t("names.needName"));
    if (kind === "room") {
      if (!/^[A-Za-z]$/.test(k)) return setProblem(t("names.refused.badKey"));
      const other = names.room.find((r) => r.key === k);
      if (other) return setProblem(t("names.refused.keyTaken", { key: k, room: other.name || other.id }));
    }
    setProblem("");
    setName("");
    setKey(null);
    onAdd(newItem(doc, kind, name, kind === "room" ? k : undefined));
  };
  const enter = (e: React.KeyboardEvent) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    } else if (e.key === "Escape" && onCancel) onCancel();
  };
  return (
    <div className="add-item" role="group" aria-label={t("names.new", { what })} data-add={kind}>
      <label htmlFor={uid + "n"}>{t("names.new", { what })}</label>
      <input
        id={uid + "n"}
        type="text"
        data-testid={`add-${kind}-name`}
        value={name}
        placeholder={t("names.name")}
        // The field is opened by a button press that asks for exactly this name.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusFirst}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={enter}
      />
      {kind === "room" && (
        <label className="key">
          {t("names.key")}{" "}
          <input
            type="text"
            data-testid="add-room-key"
            size={2}
            maxLength={1}
            value={k}
            onChange={(e) => setKey(e.target.value)}
            onKeyDown={enter}
          />
        </label>
      )}
      <button type="button" data-testid={`add-${kind}`} onClick={add}>
        {t("names.create")}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          {t("names.cancel")}
        </button>
      )}
      <span className="ed-help">
        {problem ? (
          <span role="alert">{problem}</span>
        ) : name.trim() ? (
          t("names.idWillBe", { id: deriveId(names, kind, name) })
        ) : null}
      </span>
    </div>
  );
}
