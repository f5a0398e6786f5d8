// count formats a badge count: 99+ above 99.
export function count(n: number): string {
  return n > 99 ? "99+" : String(n);
}
