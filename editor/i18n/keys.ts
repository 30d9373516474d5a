// The keys of the editor's messages and the values each sentence needs, as types, and messages carried as
// data (a problem's subject, made in the checking code, said on screen later). No React and no words here:
// code that runs in the checking Worker may use it.
import type { Messages } from "./messages";

type Area = Extract<keyof Messages, string>;

/** Every message's key: its area, a dot, and its name in the area ("menu.open", "tool.help.fill"). */
export type Key = { [A in Area]: `${A}.${keyof Messages[A] & string}` }[Area];

type At<K> = K extends `${infer A}.${infer R}`
  ? A extends Area
    ? R extends keyof Messages[A]
      ? Messages[A][R]
      : never
    : never
  : never;

/** What a key's sentence needs besides its key: nothing, or the values of its blanks. */
export type Vars<K> = K extends Key ? (At<K> extends (vars: infer V) => string ? [vars: V] : []) : never;

/** A message as data: its key and the values of its blanks (plain data, so it may cross to and from a Worker). */
export interface Said {
  readonly key: Key;
  readonly vars?: object;
}

/** A message as data, its key and values checked here as `t`'s are. */
export const said = <K extends Key>(key: K, ...vars: Vars<K>): Said => (vars[0] ? { key, vars: vars[0] } : { key });
