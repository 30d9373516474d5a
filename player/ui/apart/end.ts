// The end of a game (the envelope opened, how it was won, every hand), kept out of the page's own script in
// the one-file build (tools/vite/apart.ts): it is drawn once, when a game ends.
export { GameOver } from "../game/GameOver";
