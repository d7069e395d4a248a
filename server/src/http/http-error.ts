// The error class lives in core so plugins (through the SDK) throw the very errors the server answers.
export { HttpError, notFound, validationFailed } from '@tessera/core';
