// The registry of meaning checks: adding a check is adding a file and a line here.
import { accusationRoom } from "./accusation-room";
import { boardArt } from "./board-art";
import { boardSize } from "./board-size";
import { cardLimit } from "./card-limit";
import { cards } from "./cards";
import { colors } from "./colors";
import type { Check } from "./context";
import { controlCharacters } from "./control-characters";
import { dice } from "./dice";
import { doors } from "./doors";
import { grid } from "./grid";
import { duplicateIds } from "./ids";
import { modules } from "./modules";
import { names } from "./names";
import { passages } from "./passages";
import { players } from "./players";
import { reachability } from "./reachability";
import { references } from "./references";
import { roomKeys } from "./room-keys";
import { setup } from "./setup";
import { singleCard } from "./single-card";
import { spaces } from "./spaces";
import { starts } from "./starts";

export const CHECKS: readonly Check[] = [
  controlCharacters,
  duplicateIds,
  names,
  references,
  roomKeys,
  grid,
  boardSize,
  doors,
  starts,
  passages,
  spaces,
  reachability,
  cards,
  cardLimit,
  singleCard,
  colors,
  players,
  setup,
  accusationRoom,
  dice,
  modules,
  boardArt,
];
