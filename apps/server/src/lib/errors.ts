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
  constructor(message = 'Please login to access this resource') {
    super(401, message);
  }
}

export class Forbidden extends HttpError {
  constructor(message = 'You are not allowed to access this resource') {
    super(403, message);
  }
}

export class NotFound extends HttpError {
  constructor(message = 'Resource not found') {
    super(404, message);
  }
}

export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
