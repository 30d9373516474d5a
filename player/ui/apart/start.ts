// The start screen, kept out of the page's own script in the one-file build (tools/vite/apart.ts): a page
// opened on a game (a link's, or a reload of one) never needs it.
export { StartScreen } from "../start/StartScreen";
