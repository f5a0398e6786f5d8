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
