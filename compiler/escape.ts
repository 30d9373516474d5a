// Text from an edition reaches a terminal: control characters (ESC, BEL, ...) and the bidirectional
// overrides would let an edition clear the screen, retitle the window or hide text. Every message shows each
// as a visible escape instead; line breaks and tabs stay, since messages are laid out with them.
// player/simulate/escape.ts repeats the rule (that folder may not import the compiler).
// eslint-disable-next-line no-control-regex
export const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const hex = (c: string, digits: number) => c.charCodeAt(0).toString(16).padStart(digits, "0");

/** `\x1b` for ESC, `\u202e` for a right-to-left override: what a designer can find and delete. */
export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => (c.charCodeAt(0) < 0x100 ? `\\x${hex(c, 2)}` : `\\u${hex(c, 4)}`));
}

/** One visible character for one control character (␛ for ESC), so a code frame's columns still line up. */
export function pictureControls(text: string): string {
  return text.replace(CONTROLS, (c) => {
    const n = c.charCodeAt(0);
    return n < 0x20 ? String.fromCharCode(0x2400 + n) : n === 0x7f ? "\u2421" : "\ufffd";
  });
}

/** JSON.stringify escapes C0 characters already; this escapes DEL, C1 and the overrides too (still valid JSON). */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(CONTROLS, (c) => `\\u${hex(c, 4)}`);
}
