// The registry the screen uses: the built-in one, or another given by a provider (a test adds an action).
import { createContext, useContext } from "react";
import { ACTIONS } from "./index";
import type { ActionEntry } from "./types";

export const ActionsContext = createContext<readonly ActionEntry[]>(ACTIONS);

export function useActions(): readonly ActionEntry[] {
  return useContext(ActionsContext);
}
