import { count } from "./format.ts";

export function Badge({ n }: { n: number }) {
  return <span className="rounded-full bg-red-600 px-1.5 text-xs text-white">{count(n)}</span>;
}
