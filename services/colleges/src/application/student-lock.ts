/**
 * One change at a time per student, within this process. Every change publishes the student's whole list, built
 * from the list as read before the write; two changes side by side (a student ticking two boxes quickly, or adding
 * two colleges) would otherwise each publish a list without the other's change, and the later event would leave
 * chat and targetColleges one change behind. Several replicas (distributed mode) can still interleave; the next
 * change of the list publishes it whole again.
 */
export class StudentLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(studentId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(studentId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(studentId, tail);
    void tail.then(() => { if (this.tails.get(studentId) === tail) this.tails.delete(studentId); });
    return result;
  }
}
