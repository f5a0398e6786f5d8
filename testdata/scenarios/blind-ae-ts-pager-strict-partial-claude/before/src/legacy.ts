export function oldPager(items, n) {
  return items.slice(0, n);
}
