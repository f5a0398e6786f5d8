export function Button({ label }: { label: string }) {
  return <button className="rounded px-3 py-1 bg-blue-600 text-white">{label}</button>;
}
