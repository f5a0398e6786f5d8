import { Page } from "./page";

export interface Link {
  label: string;
  href: string;
}

export function pageLinks(p: Page<unknown>, base: string): Link[] {
  const links: Link[] = [];
  if (p.page > 1) links.push({ label: "prev", href: `${base}?page=${p.page - 1}` });
  if (p.page < p.totalPages) links.push({ label: "next", href: `${base}?page=${p.page + 1}` });
  return links;
}

export function firstLabel(links: Link[]): string {
  return links.find((l) => l.label === "prev").label;
}
