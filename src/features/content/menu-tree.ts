// A menu as its editor changes it: the items in display order, each top-level item followed by
// its children (one level of nesting, as the API allows). Every move returns a new list in that
// shape, which is what POST /api/v1/menu_items/order takes.

export interface MenuNode {
  id: string;
  parentId: string | null;
}

/** The ids of a top-level item and its children, in order. */
function blockOf<T extends MenuNode>(items: T[], id: string): T[] {
  return [
    ...items.filter((item) => item.id === id),
    ...items.filter((item) => item.parentId === id),
  ];
}

/** The list as blocks: each top-level item with its children. */
function toBlocks<T extends MenuNode>(items: T[]): T[][] {
  return items.filter((item) => item.parentId === null).map((top) => blockOf(items, top.id));
}

/** Puts the items in the editor's order: each top-level item followed by its children. */
export function normalizeMenu<T extends MenuNode>(items: T[]): T[] {
  const tops = new Set(items.filter((i) => i.parentId === null).map((i) => i.id));
  // A child whose parent is missing is shown at the top level rather than lost.
  const fixed = items.map((i) =>
    i.parentId && !tops.has(i.parentId) ? { ...i, parentId: null } : i,
  );
  return toBlocks(fixed).flat();
}

function siblingsOf<T extends MenuNode>(items: T[], item: T): T[] {
  return items.filter((i) => i.parentId === item.parentId);
}

export type Move = 'up' | 'down' | 'indent' | 'outdent';

/** Whether the move changes anything (the editor disables the buttons that would not). */
export function canMove<T extends MenuNode>(items: T[], id: string, move: Move): boolean {
  const item = items.find((i) => i.id === id);
  if (!item) return false;
  const siblings = siblingsOf(items, item);
  const at = siblings.indexOf(item);
  switch (move) {
    case 'up':
      return at > 0;
    case 'down':
      return at < siblings.length - 1;
    case 'indent':
      // Under the top-level item before it, and only if it has no children of its own.
      return item.parentId === null && at > 0 && !items.some((i) => i.parentId === item.id);
    case 'outdent':
      return item.parentId !== null;
  }
}

export function moveItem<T extends MenuNode>(items: T[], id: string, move: Move): T[] {
  if (!canMove(items, id, move)) return items;
  const item = items.find((i) => i.id === id)!;
  const siblings = siblingsOf(items, item);
  const at = siblings.indexOf(item);
  if (move === 'indent') {
    const parent = siblings[at - 1]!;
    return normalizeMenu(items.map((i) => (i.id === id ? { ...i, parentId: parent.id } : i)));
  }
  if (move === 'outdent') {
    const blocks = toBlocks(items.filter((i) => i.id !== id));
    const parentAt = blocks.findIndex((b) => b[0]!.id === item.parentId);
    blocks.splice(parentAt + 1, 0, [{ ...item, parentId: null }]);
    return blocks.flat();
  }
  const other = siblings[move === 'up' ? at - 1 : at + 1]!;
  if (item.parentId === null) {
    const blocks = toBlocks(items);
    const a = blocks.findIndex((b) => b[0]!.id === item.id);
    const b = blocks.findIndex((b2) => b2[0]!.id === other.id);
    [blocks[a], blocks[b]] = [blocks[b]!, blocks[a]!];
    return blocks.flat();
  }
  const next = [...items];
  const a = next.indexOf(item);
  const b = next.indexOf(other);
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

/**
 * Drag and drop: `id` goes before or after `targetId` among the target's siblings, or (`inside`)
 * becomes the target's last child. A move that would nest two levels is refused (unchanged list).
 */
export function dropItem<T extends MenuNode>(
  items: T[],
  id: string,
  targetId: string,
  where: 'before' | 'after' | 'inside',
): T[] {
  const item = items.find((i) => i.id === id);
  const target = items.find((i) => i.id === targetId);
  if (!item || !target || id === targetId) return items;
  const hasChildren = items.some((i) => i.parentId === id);
  const parentId = where === 'inside' ? target.id : target.parentId;
  if (parentId !== null && (hasChildren || (target.parentId !== null && where === 'inside'))) {
    return items;
  }
  if (parentId === id) return items;
  const moving = hasChildren ? blockOf(items, id) : [item];
  const rest = items.filter((i) => !moving.includes(i));
  const moved = { ...item, parentId };
  const block = [moved, ...moving.slice(1)];
  let at: number;
  if (where === 'inside') {
    const last = rest.map((i) => i.id === target.id || i.parentId === target.id).lastIndexOf(true);
    at = last + 1;
  } else if (parentId === null) {
    const targetBlock = blockOf(rest, target.id);
    const first = rest.indexOf(targetBlock[0]!);
    at = where === 'before' ? first : first + targetBlock.length;
  } else {
    const t = rest.indexOf(target);
    at = where === 'before' ? t : t + 1;
  }
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
}
