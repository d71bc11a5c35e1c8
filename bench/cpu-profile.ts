/** The shape of a V8 CPU profile (.cpuprofile, or the inspector's Profiler.stop), as far as the
 * bench's profile summaries read it. */
export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
