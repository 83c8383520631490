import { ERROR_CODES, MEDIA_MESSAGES, SERVER_MESSAGES, type ErrorCode } from '@reelsmith/contract';

/** An error the client may see: its status, message and code go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message, ERROR_CODES.BAD_REQUEST);
/** A field the client sent is wrong: the message starts with its name, as schema failures do. */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`, ERROR_CODES.VALIDATION);
export const unauthorized = (message: string = SERVER_MESSAGES.authenticationRequired) =>
  new HttpError(401, message, ERROR_CODES.UNAUTHORIZED);
/** Another user's object is never 403: it does not exist for this user. */
export const notFound = (message: string = SERVER_MESSAGES.notFound) =>
  new HttpError(404, message, ERROR_CODES.NOT_FOUND);
export const conflict = (message: string, code: ErrorCode = ERROR_CODES.CONFLICT) =>
  new HttpError(409, message, code);

/** A scene names a picture its project never uploaded (or one deleted since). */
export const imageNotFound = () =>
  new HttpError(400, MEDIA_MESSAGES.imageNotFound, ERROR_CODES.BAD_REQUEST);
