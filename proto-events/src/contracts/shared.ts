import { z } from 'zod';

/** The field shapes every service's contracts are written in. */
export const str = z.string().min(1);
export const text = z.string().nullable();
export const texts = z.array(z.string());
export const count = z.number().int().min(0);
