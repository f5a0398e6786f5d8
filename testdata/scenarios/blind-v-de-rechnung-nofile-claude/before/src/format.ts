export function euro(cent: number): string {
  return (cent / 100).toFixed(2).replace(".", ",") + " €";
}
