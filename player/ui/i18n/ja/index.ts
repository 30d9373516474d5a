// Every Japanese message area at once. The one-file build bundles this folder apart, as an inert block of
// the page (see japanese.ts), so a page read in English never parses it.
import { actions } from "../../actions/ja";
import { app } from "./app";
import { game } from "./game";
import { log } from "./log";
import { notebook } from "./notebook";
import { online } from "./online";
import { replay } from "./replay";
import { rules } from "./rules";

export const ja = { actions, app, game, log, notebook, online, replay, rules };
export type Japanese = typeof ja;
