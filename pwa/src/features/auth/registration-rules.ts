// The registration form's rules (spec §5): name, email and password through the shared
// registration schema (the server's own messages), the photo through imageFileError.
import { registerBodySchema } from '@hostel/shared-schema';
import { fieldErrors, type FieldErrors } from './form-errors';
import { imageFileError } from './image-file';

export type RegistrationField = 'name' | 'email' | 'image' | 'password';
export type RegistrationValues = { name: string; email: string; password: string };

const textSchema = registerBodySchema.pick({ name: true, email: true, password: true });

export function registrationErrors(
  values: RegistrationValues,
  image: File | null,
): FieldErrors<RegistrationField> {
  return { ...fieldErrors(textSchema, values), image: imageFileError(image) };
}
