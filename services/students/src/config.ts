import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

export const studentsConfigSchema = commonConfigSchema.extend({
  STUDENTS_PORT: port(4102),
});
export type StudentsConfig = z.infer<typeof studentsConfigSchema>;
