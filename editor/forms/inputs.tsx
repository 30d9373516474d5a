// Inputs that commit on blur or Enter, so typing a word is one step of undo, not one per key.
import { useEffect, useState } from "react";

interface TextProps {
  id: string;
  value: string;
  multiline?: boolean;
  onCommit: (v: string) => void;
  describedBy?: string;
}

export function CommitText({ id, value, multiline, onCommit, describedBy }: TextProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => draft !== value && onCommit(draft);
  const common = { id, value: draft, onBlur: commit, "aria-describedby": describedBy };
  if (multiline)
    return (
      <textarea
        {...common}
        rows={Math.min(16, Math.max(3, draft.split("\n").length))}
        onChange={(e) => setDraft(e.target.value)}
      />
    );
  return (
    <input
      {...common}
      type="text"
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => e.key === "Enter" && commit()}
    />
  );
}

export function CommitNumber({
  id,
  value,
  onCommit,
  describedBy,
  min,
  max,
  label,
}: {
  id: string;
  value: number | undefined;
  onCommit: (v: number | undefined) => void;
  describedBy?: string;
  min?: number;
  max?: number;
  label?: string;
}) {
  const [draft, setDraft] = useState(value === undefined ? "" : String(value));
  useEffect(() => setDraft(value === undefined ? "" : String(value)), [value]);
  const commit = () => {
    const n = draft.trim() === "" ? undefined : Number(draft);
    if (n !== value && (n === undefined || Number.isFinite(n))) onCommit(n);
  };
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      aria-label={label}
      value={draft}
      min={min}
      max={max}
      aria-describedby={describedBy}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === "Enter" && commit()}
    />
  );
}
