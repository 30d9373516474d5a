// What the viewer may do now, as the game client reads it from the engine (`Legal`): the controls take it.
export type { Legal as Turn } from "../client/client";
