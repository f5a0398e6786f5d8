import { greet, mention } from "./greet";
import { User } from "./user";

const ada: User = { id: 1, userName: "Ada" };

export const lines = [greet(ada), mention(ada)];
