/** Collects the creatives shown and sends them together, each creative once per page view. */
export interface ImpressionQueue {
  report(viewKey: string, creativeId: number): void;
}

export function createImpressionQueue(
  send: (creativeIds: number[]) => void,
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 300),
): ImpressionQueue {
  const seen = new Set<string>();
  let queued: number[] = [];
  return {
    report(viewKey, creativeId) {
      const key = `${viewKey}\n${creativeId}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (queued.length === 0) {
        schedule(() => {
          const ids = [...new Set(queued)];
          queued = [];
          send(ids);
        });
      }
      queued.push(creativeId);
    },
  };
}
