import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.js';

/**
 * Control characters: C0 and C1 except tab, line feed and carriage return (stack traces and
 * prompts have lines), and DEL. NUL above all, which PostgreSQL cannot store in text.
 */
const CONTROL_RANGES = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
export const CONTROL_CHARACTER = new RegExp(`[${CONTROL_RANGES}]`);
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * The string of every request field: text a person or a client could mean, never control
 * characters. A pattern rather than a refinement, so the OpenAPI document says it too.
 */
export const textSchema = z
  .string()
  .regex(new RegExp(`^[^${CONTROL_RANGES}]*$`), { message: CONTROL_CHARACTERS_MESSAGE });

/** `?page&size`: page from 0, size default 10 (docs/product/limits.md#paging). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });

export const idParamSchema = z.object({ id: textSchema.min(1).max(100) });
