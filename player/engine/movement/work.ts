// Work arrays reused between searches (they run synchronously, so one set is enough). Nothing here is
// ever part of a result.

export interface Work {
  nodes: number;
  best: Int16Array;
  queue: Int32Array;
  blocked: Uint8Array;
  stackNode: Int32Array;
  stackEdge: Int32Array;
}

let work: Work = {
  nodes: -1,
  best: new Int16Array(0),
  queue: new Int32Array(0),
  blocked: new Uint8Array(0),
  stackNode: new Int32Array(0),
  stackEdge: new Int32Array(0),
};

export function workFor(nodeCount: number, steps: number): Work {
  if (work.nodes !== nodeCount)
    work = {
      nodes: nodeCount,
      best: new Int16Array(nodeCount),
      queue: new Int32Array(nodeCount),
      blocked: new Uint8Array(nodeCount),
      stackNode: new Int32Array(0),
      stackEdge: new Int32Array(0),
    };
  if (work.stackNode.length < steps + 1) {
    work.stackNode = new Int32Array(steps + 1);
    work.stackEdge = new Int32Array(steps + 1);
  }
  return work;
}
