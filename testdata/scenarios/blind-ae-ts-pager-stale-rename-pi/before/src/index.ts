import { paginate } from "./page";
import { pageLinks } from "./links";

const rows = Array.from({ length: 42 }, (_, i) => `row ${i + 1}`);
const first = paginate(rows, 1, 10);

export const footer = `page ${first.page} of ${first.totalPages}`;
export const links = pageLinks(first, "/rows");
