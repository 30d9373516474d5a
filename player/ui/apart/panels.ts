// The game screen's panels a player opens now and then, kept out of the page's own script in the one-file
// build (tools/vite/apart.ts): the replay, and the rules with how the edition differs from classic.
export { Replay } from "../replay/Replay";
export { RulesTab } from "../rules/RulesTab";
