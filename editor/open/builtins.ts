// The editions that ship with Clue Kit, as their source text (so opening one keeps its comments).
import classic from "../../variants/classic/edition.yaml?raw";
import office from "../../variants/the-office/edition.yaml?raw";
import tower from "../../variants/tower-of-terror/edition.yaml?raw";

export const BUILTINS: Record<string, { name: string; text: string }> = {
  classic: { name: "Clue", text: classic },
  "tower-of-terror": { name: "Tower of Terror", text: tower },
  "the-office": { name: "The Office", text: office },
};
