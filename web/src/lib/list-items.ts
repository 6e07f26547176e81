interface Identified {
  _id: string;
}

/** Replaces the item with the same id, or puts a new one first (lists are newest first). */
export function withItem<T extends Identified>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing._id === item._id)
    ? items.map((existing) => (existing._id === item._id ? item : existing))
    : [item, ...items];
}

export function withoutItem<T extends Identified>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item._id !== id);
}
