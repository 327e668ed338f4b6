/** Edit distance between two strings (insert, delete, substitute each cost 1). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Up to `count` candidates closest to `wanted`, closest first (ties in their given order). */
export function nearestFew(wanted: string, candidates: Iterable<string>, count = 3): string[] {
  return [...candidates]
    .map((candidate, index) => ({ candidate, index, distance: editDistance(wanted, candidate) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map((c) => c.candidate);
}

/** The candidate closest to `wanted`, for "did you mean" hints. */
export function nearest(wanted: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
