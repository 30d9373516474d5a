// Entry: read the baked edition (or compile the URL's built-in), then mount the app.
import { createRoot } from "react-dom/client";
import { compile } from "../../compiler/compile";
import { App } from "./App";
import { readBaked } from "./setup/baked";
import { BUILTINS } from "./setup/builtins";
import { clampPlayers, kindsFor, randomSeed, setupOf } from "./setup/game-setup";
import { parseUrl } from "./setup/url";
import "./base.css";

const url = parseUrl(location.search);
const baked = readBaked(document);
const builtin = BUILTINS.find((b) => b.id === (url.edition ?? "classic")) ?? BUILTINS[0];
const compiled = baked.kind === "edition" ? baked.compiled : builtin ? compile(builtin.input).compiled : undefined;
const initial = compiled
  ? (() => {
      const players = clampPlayers(compiled, url.players ?? compiled.edition.players.min);
      return { compiled, setup: setupOf(compiled, kindsFor(players, url.humans ?? 1, url.bots ?? "medium"), url.seed ?? randomSeed()) };
    })()
  : null;

createRoot(document.getElementById("root") as HTMLElement).render(<App initial={initial} />);
