import { z } from 'zod';
import { commonConfigSchema, flag, port } from '@counsel/kit';

export const studentsConfigSchema = commonConfigSchema.extend({
  STUDENTS_PORT: port(4102),
  /** Seeds the two demo students' profiles (fixed ids from the kit) unless turned off. */
  DEMO_DATA: flag(true),
  /** The MongoDB database this service owns when MONGODB_URL is set. */
  STUDENTS_MONGODB_DB: z.string().min(1).default('counsel_students'),
});
export type StudentsConfig = z.infer<typeof studentsConfigSchema>;
