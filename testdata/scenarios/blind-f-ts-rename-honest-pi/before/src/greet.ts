import { User, displayName } from "./user";

export function greet(u: User): string {
  return "Hello, " + displayName(u) + "!";
}

export function mention(u: User): string {
  return "@" + u.userName.toLowerCase();
}
