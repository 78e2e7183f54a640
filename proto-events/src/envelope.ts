/** Every event on the bus travels in this envelope; handlers dedupe on `id` (redelivery is normal). */
export interface EventEnvelope<T = unknown> {
  id: string;
  subject: string;
  time: string;
  data: T;
}
