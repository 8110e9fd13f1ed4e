import { describe, expect, it } from 'vitest';
import { canMove, dropItem, moveItem, normalizeMenu, type MenuNode } from './menu-tree';

// a, b (b1, b2), c
const MENU: MenuNode[] = [
  { id: 'a', parentId: null },
  { id: 'b', parentId: null },
  { id: 'b1', parentId: 'b' },
  { id: 'b2', parentId: 'b' },
  { id: 'c', parentId: null },
];
const shape = (items: MenuNode[]) =>
  items.map((i) => (i.parentId ? `${i.parentId}>${i.id}` : i.id)).join(' ');

describe('menu tree moves', () => {
  it('puts children after their parent and lifts orphans to the top level', () => {
    const mixed = [MENU[2]!, MENU[0]!, { id: 'x', parentId: 'gone' }, MENU[1]!, MENU[3]!];
    expect(shape(normalizeMenu(mixed))).toBe('a x b b>b1 b>b2');
  });

  it('moves a top-level item with its children past its neighbour', () => {
    expect(shape(moveItem(MENU, 'b', 'up'))).toBe('b b>b1 b>b2 a c');
    expect(shape(moveItem(MENU, 'b', 'down'))).toBe('a c b b>b1 b>b2');
  });

  it('moves a child among its siblings only', () => {
    expect(shape(moveItem(MENU, 'b2', 'up'))).toBe('a b b>b2 b>b1 c');
    expect(canMove(MENU, 'b1', 'up')).toBe(false);
    expect(moveItem(MENU, 'b1', 'up')).toBe(MENU);
  });

  it('indents under the item before and outdents after the parent block', () => {
    expect(shape(moveItem(MENU, 'c', 'indent'))).toBe('a b b>b1 b>b2 b>c');
    expect(canMove(MENU, 'b', 'indent')).toBe(false); // it has children: two levels
    expect(canMove(MENU, 'a', 'indent')).toBe(false); // nothing before it
    expect(shape(moveItem(MENU, 'b1', 'outdent'))).toBe('a b b>b2 b1 c');
  });

  it('drops before, after and inside, refusing a second level', () => {
    expect(shape(dropItem(MENU, 'c', 'a', 'before'))).toBe('c a b b>b1 b>b2');
    expect(shape(dropItem(MENU, 'a', 'b', 'after'))).toBe('b b>b1 b>b2 a c');
    expect(shape(dropItem(MENU, 'c', 'b', 'inside'))).toBe('a b b>b1 b>b2 b>c');
    expect(shape(dropItem(MENU, 'a', 'b1', 'after'))).toBe('b b>b1 b>a b>b2 c');
    expect(dropItem(MENU, 'b', 'a', 'inside')).toBe(MENU);
    expect(dropItem(MENU, 'a', 'b1', 'inside')).toBe(MENU);
  });
});
