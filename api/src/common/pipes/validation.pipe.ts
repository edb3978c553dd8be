import { ValidationPipe, type ArgumentMetadata, type ValidationPipeOptions } from '@nestjs/common';
import { apiError } from '@bestellwerk/domain';
import { ValidationFailedError } from '../errors/app-errors.js';
import { germanValidationErrors } from './german-validation-messages.js';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Refuses request bodies that are not JSON objects before class-validator looks at them. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const expected = { ...metadata, metatype: this.expectedType ?? metadata.metatype };
    if (metadata.type === 'body' && this.toValidate(expected) && !isPlainObject(value)) {
      throw new ValidationFailedError([apiError('BODY_NOT_OBJECT')]);
    }
    return super.transform(value, metadata);
  }
}

/**
 * The one validation pipe: unknown fields are refused, types are strict (no implicit
 * conversion of "5" to 5), and every failure becomes a German 400 naming its field.
 */
export function createValidationPipe(options: ValidationPipeOptions = {}): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => new ValidationFailedError(germanValidationErrors(errors)),
    ...options,
  });
}
