// Entry: read the baked edition and the URL, then mount the app.
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { browserLocales } from "../../i18n/choose";
import { App } from "./App";
import { readBaked } from "./setup/baked";
import { defaultSettings } from "./setup/settings";
import { parseUrl } from "./setup/url";
import "./base.css";
import "./sr-only.css";

const url = parseUrl(location.search);
const defaults = defaultSettings(browserLocales(navigator));
document.documentElement.lang = url.lang ?? defaults.lang;
const root = createRoot(document.getElementById("root") as HTMLElement);

// The baked edition is read (its board graph derived: tens of milliseconds on a slow phone) in a task of
// its own, not in the one that evaluates this script; and as a transition, React renders the first screen
// in short slices instead of one long task.
setTimeout(() => {
  const baked = readBaked(document);
  startTransition(() => root.render(<App baked={baked} url={url} search={location.search} defaults={defaults} />));
}, 0);
