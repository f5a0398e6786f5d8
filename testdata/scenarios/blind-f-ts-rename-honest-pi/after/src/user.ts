export interface User {
  id: number;
  handle: string;
  email?: string;
}

export function displayName(u: User): string {
  return u.handle;
}
