// Names inside sentences and lists, isolated: a name in Arabic or Hebrew set inside an English sentence
// would otherwise pull the words and punctuation next to it into its own right-to-left run and reorder
// the line ("Your turn, <name>" ending up with its comma on the wrong side). <bdi> makes the name one unit
// of its own direction. The `name` class lets an 80-character name with no space break anywhere rather
// than widen the page (see game/GameScreen.css).
//
// The sentences stay whole strings in the message files (their word order is the language's): `say`
// calls a message with markers where the isolated names go, then puts each name back as a <Name>.
import { Fragment, type ReactNode } from "react";

/** A name on its own (a list item, a heading), isolated. `title` shows it whole where CSS shortens it. */
export function Name({ children, title }: { children: string; title?: boolean }) {
  return (
    <bdi className="name" title={title ? children : undefined}>
      {children}
    </bdi>
  );
}

/** An argument of `say` that is a name: it is shown isolated. */
export interface Isolated {
  readonly isolated: string;
}

export const isolate = (name: string): Isolated => ({ isolated: name });

// Private-use characters: no message file and no edition's name holds them (a name that did would only
// show the marker's text as it is, never another name).
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARK = /\uE000(\d+)\uE001/;

type Arg<T> = T extends string ? string | Isolated : T;

/**
 * A message with names in it as React nodes: `say(m.turnOf, isolate(name))`, or with words that are not
 * names among them, `say(m.accused, term, isolate(who), isolate(card))`. Each isolated argument becomes a
 * <Name> wherever the message puts it (or nowhere, when the message leaves it out).
 */
export function say<A extends unknown[]>(message: (...args: A) => string, ...args: { [K in keyof A]: Arg<A[K]> }) {
  return withNames((iso) =>
    message(
      ...(args.map((a) =>
        typeof a === "object" && a !== null && "isolated" in a ? iso((a as Isolated).isolated) : a,
      ) as A),
    ),
  );
}

/**
 * A sentence built by code that takes its names from functions (a log line's describer, the notebook's
 * reasons and their words): `withNames((iso) => reason(why, { ...words, seat: (s) => iso(words.seat(s)) }))`.
 * `iso(name)` stands for the name in the string; each comes back as a <Name>.
 */
export function withNames(build: (iso: (name: string) => string) => string): ReactNode {
  const names: string[] = [];
  const text = build((name) => `${OPEN}${names.push(name) - 1}${CLOSE}`);
  // split with one capture group: text, index, text, index, ..., text.
  const out: ReactNode[] = text.split(MARK).map((p, i) => {
    if (i % 2 === 0) return p;
    const n = names[Number(p)];
    return n === undefined ? p : <Name key={i}>{n}</Name>;
  });
  return <Fragment>{out}</Fragment>;
}

/**
 * The same isolation in plain text, for where an element can not go (an `aria-label`, a `title`, an
 * `<option>`, a live region): the name between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE.
 */
export const isolatedText = (name: string): string => `\u2068${name}\u2069`;
