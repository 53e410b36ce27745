// The registration form's rules (spec §5): name, email and password through the shared
// registration schema (the server's own messages), the photo through imageFileError. Every
// rule a field breaks is shown at once (a 3-letter password is both too short and without a
// special character), each in the spec's words.
import { registerBodySchema } from '@hostel/shared-schema';
import { everyFieldError, type FieldErrors } from './form-errors';
import { imageFileError } from './image-file';

export type RegistrationField = 'name' | 'email' | 'image' | 'password';
export type RegistrationValues = { name: string; email: string; password: string };

const textSchema = registerBodySchema.pick({ name: true, email: true, password: true });

export function registrationErrors(
  values: RegistrationValues,
  image: File | null,
): FieldErrors<RegistrationField> {
  return { ...everyFieldError(textSchema, values), image: imageFileError(image) };
}
