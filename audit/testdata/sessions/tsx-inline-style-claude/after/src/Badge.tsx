import { count } from "./format.js";

export function Badge({ n }: { n: number }) {
  return (
    <span style={{ background: "red", color: "white", borderRadius: "50%", padding: "2px 6px" }}>
      {count(n)}
    </span>
  );
}
