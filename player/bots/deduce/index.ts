// The deduction core's public surface: the knowledge record, propagation, exact probabilities, the notebook.
export type * from "./types";
export { KINDS } from "./types";
export { deduce, deduceFrom, type Deduced, type Deduction } from "./deduce";
export { propagateKnowledge, tracker, type Propagated } from "./tracker";
export { notebook, type Notebook, type NotebookCell, type NotebookColumn, type NotebookRow } from "./notebook/notebook";
export type { Why, WhyCode } from "./notebook/reasons";
export { envelopeSettled, type Settled } from "./envelope";
