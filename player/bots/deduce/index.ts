// The deduction core's public surface: the knowledge record, propagation, exact probabilities, the notebook.
export type * from "./types";
export { deduce, deduceFrom, type Deduced, type Deduction } from "./deduce";
export { propagateKnowledge, tracker, type Propagated } from "./tracker";
export { notebook, type Notebook, type NotebookCell } from "./notebook/notebook";
export type { Why } from "./notebook/reasons";
export { envelopeSettled } from "./envelope";
