// The grid's rows in the text, found without parsing: the `grid: |` block and its indent. Painting splices
// the changed rows' lines directly, after checking that every row's line holds exactly the row the
// parsed data has, so the fast way can only give the same text as the general patch.
export interface GridOrigin {
  /** 1-based line of the first row. */
  line: number;
  /** Offset of the first row's line. */
  offset: number;
  indent: number;
}

export function gridOrigin(text: string): GridOrigin | undefined {
  const m = /^[ \t]*grid:[ \t]*\|[ \t]*(#[^\n]*)?\n/m.exec(text);
  if (!m) return undefined;
  const offset = m.index + m[0].length;
  return { line: text.slice(0, offset).split("\n").length, offset, indent: /^ */.exec(text.slice(offset))![0].length };
}

/** The text with rows replaced, or undefined when the block is not laid out plainly enough to be sure. */
export function spliceRows(text: string, oldRows: readonly string[], newRows: readonly string[]): string | undefined {
  const o = gridOrigin(text);
  if (!o || o.indent === 0 || oldRows.length !== newRows.length || oldRows.length === 0) return undefined;
  const pad = " ".repeat(o.indent);
  const parts: string[] = [text.slice(0, o.offset)];
  let pos = o.offset;
  for (let i = 0; i < oldRows.length; i++) {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 ? text.length : nl;
    if (text.slice(pos, end) !== pad + oldRows[i] || newRows[i]!.length === 0 || /\s/.test(newRows[i]!))
      return undefined;
    parts.push(pad + newRows[i]!, nl < 0 ? "" : "\n");
    pos = nl < 0 ? text.length : nl + 1;
  }
  // The block must end here: the next line is less indented (or the text ends).
  const next = text.slice(pos, text.indexOf("\n", pos) < 0 ? text.length : text.indexOf("\n", pos));
  if (next.startsWith(pad) && next.trim() !== "") return undefined;
  parts.push(text.slice(pos));
  return parts.join("");
}
