// Entry: read the baked edition and the URL, then mount the app.
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { readBaked } from "./setup/baked";
import { defaultSettings } from "./setup/settings";
import { parseUrl } from "./setup/url";
import "./base.css";

const baked = readBaked(document);
const url = parseUrl(location.search);
const defaults = defaultSettings(navigator.language ?? "en");
document.documentElement.lang = url.lang ?? defaults.lang;

// As a transition, React renders the first screen in short slices instead of one long task.
const root = createRoot(document.getElementById("root") as HTMLElement);
startTransition(() => root.render(<App baked={baked} url={url} search={location.search} defaults={defaults} />));
