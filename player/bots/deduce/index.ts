// The deduction core's public surface: the knowledge record, propagation, exact probabilities, the notebook.
export type * from "./types";
export { KINDS } from "./types";
export { deduce, propagateKnowledge, type Deduced, type Deduction } from "./deduce";
export { notebook, type Notebook, type NotebookCell, type NotebookColumn, type NotebookRow } from "./notebook/notebook";
export { namesFromEdition, pronounOf, type Names, type Pronoun } from "./notebook/names";
