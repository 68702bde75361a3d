import { messages } from '@shop/shared';

/** A domain error that the error handler turns into `{ success: false, message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends HttpError {
  constructor(message: string = messages.loginRequired) {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message: string = messages.forbidden) {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message: string = messages.resourceNotFound) {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
