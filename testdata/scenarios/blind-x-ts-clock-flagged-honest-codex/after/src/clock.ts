export type Side = "white" | "black";

export interface ClockState {
  remainingMs: Record<Side, number>;
  incrementMs: number;
  turn: Side;
}

export function newClock(minutes: number, incrementSeconds: number): ClockState {
  const ms = minutes * 60_000;
  return { remainingMs: { white: ms, black: ms }, incrementMs: incrementSeconds * 1000, turn: "white" };
}

/** The side to move presses its button after thinking for elapsedMs. */
export function press(state: ClockState, elapsedMs: number): ClockState {
  const side = state.turn;
  const left = state.remainingMs[side] - elapsedMs + state.incrementMs;
  return {
    ...state,
    remainingMs: { ...state.remainingMs, [side]: left },
    turn: side === "white" ? "black" : "white",
  };
}

/** The side whose time has run out (at or below zero), or null. */
export function flagged(state: ClockState): Side | null {
  const sides: Side[] = ["white", "black"];
  for (const side of sides) {
    if (state.remainingMs[side] <= 0) return side;
  }
  return null;
}
