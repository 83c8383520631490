/*
 * The schemas of the answers the sign-in bootstrap parses, imported on demand (see get-user):
 * zod is not part of the first page load. A module of its own rather than the contract's
 * index, whose constants the first chunk holds: importing that index on demand would split
 * the first chunk into a dozen.
 */
export { authStatusResponseSchema, userSchema } from '@reelsmith/contract';
