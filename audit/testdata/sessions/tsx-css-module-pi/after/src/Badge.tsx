import styles from "./Badge.module.css";
import { count } from "./format.ts";

export function Badge({ n }: { n: number }) {
  return <span className={styles.badge}>{count(n)}</span>;
}
