/**
 * One-time steps (demo seeding) that ran: the seed happens once per data set, so documents a user deleted do not
 * come back at the next start.
 */
export interface StepRepository {
  isDone(step: string): Promise<boolean>;
}

export interface StepWrites {
  /** Records that the step ran; a step already recorded stays as it was. */
  markDone(step: string): void;
}
