export interface User {
  id: number;
  userName: string;
  email?: string;
}

export function displayName(u: User): string {
  return u.userName;
}
