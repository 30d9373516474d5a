// Text from an edition reaches a terminal: control characters (ESC, BEL, ...) and the bidirectional
// overrides would let an edition clear the screen, retitle the window or hide text. Each is shown as a
// visible escape instead. Line breaks and tabs stay, since the messages themselves are laid out with them.
// The same rule as compiler/escape.ts (this folder may not import the compiler).
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function escapeControls(text: string): string {
  return text.replace(CONTROLS, (c) => {
    const n = c.charCodeAt(0);
    return n < 0x100 ? `\\x${n.toString(16).padStart(2, "0")}` : `\\u${n.toString(16).padStart(4, "0")}`;
  });
}
