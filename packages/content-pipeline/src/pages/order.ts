/** Sorts by ISO `date`, newest first; items of the same day keep the order they were written in. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.date === b.item.date ? a.index - b.index : a.item.date < b.item.date ? 1 : -1))
    .map(({ item }) => item);
}
