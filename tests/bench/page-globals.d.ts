// What the bench pages (grid/page/main.jsx, forms/page/main.jsx) put on `window` for the Node
// scripts that read it in page.evaluate: type-checked here so a page and its script agree.

declare global {
  /** grid/page/measure.js scrollFrames: each frame's ms, the distance asked and the one reached. */
  interface GridBenchScroll {
    frames: number[];
    distance: number;
    reached: number;
  }

  interface Window {
    /** grid/page: one contender's render and scrolls. */
    bench: {
      contender: string;
      idleFrameMs(): Promise<number>;
      render(): Promise<number>;
      scroll(axis: 'vertical' | 'horizontal', step: number): Promise<GridBenchScroll>;
    };
    /** forms/page: keystroke-to-paint of each keystroke, ms. */
    benchLatencies: number[];
    /** forms/page: each keydown's timeStamp. */
    benchKeydowns: number[];
    /** forms/page: Event Timing entries of 16 ms or more. */
    benchEvents: {
      name: string;
      startTime: number;
      duration: number;
      processingStart: number;
      processingEnd: number;
    }[];
    /** forms/page: the first render, ms (unset until painted). */
    benchRenderMs?: number;
    /** forms/page: every editor mounted, ms (unset until then). */
    benchMountedMs?: number;
  }
}

export {};
