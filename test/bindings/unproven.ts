import { dataBinding, type Binding } from '#shared/bindings.js';

/** A route as the check needs it: who it runs as, the bindings it is given, and the notes it carries. */
export interface DeclaredRoute {
  readonly who: string;
  readonly bindings: readonly Binding[];
  /** Bindings kept for a branch no test drives, each with the one line that names the branch. */
  readonly rareUses?: Partial<Record<Binding, string>>;
}

export interface Unproven {
  readonly who: string;
  readonly binding: Binding;
}

/** `who<TAB>binding` lines, as infra/local/local-iam.ts writes them, to who → the bindings it used. */
export function parseBindingUse(text: string): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const tab = line.lastIndexOf('\t');
    if (tab <= 0) continue;
    const who = line.slice(0, tab);
    if (!used.has(who)) used.set(who, new Set());
    used.get(who)!.add(line.slice(tab + 1));
  }
  return used;
}

/**
 * The table and storage bindings a route declares that no call of the suite needed and that carry no
 * note: each is a grant nobody needs, or a branch no test drives through the route.
 */
export function unprovenBindings(
  routes: readonly DeclaredRoute[],
  used: ReadonlyMap<string, ReadonlySet<string>>,
): Unproven[] {
  return routes.flatMap((route) =>
    route.bindings
      .filter((binding) => dataBinding(binding) !== undefined)
      .filter((binding) => !used.get(route.who)?.has(binding) && !route.rareUses?.[binding])
      .map((binding) => ({ who: route.who, binding })),
  );
}
