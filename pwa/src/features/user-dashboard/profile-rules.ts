// The profile form's rules (spec §5): the blood group must be A, B, AB or O followed by + or -,
// checked on change and on submit; zip code and phone take digits only.
import { BLOOD_GROUP_PATTERN, VALIDATION, type About } from '@hostel/shared-schema';

export function bloodGroupError(value: string): string | undefined {
  return BLOOD_GROUP_PATTERN.test(value.trim()) ? undefined : VALIDATION.bloodGroupInvalid;
}

export const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 20);

export const ABOUT_FIELDS: readonly {
  key: keyof About;
  label: string;
  placeholder: string;
  numeric?: boolean;
  autoComplete?: string;
}[] = [
  { key: 'area', label: 'Area', placeholder: 'e.g. Dhanmondi', autoComplete: 'address-line2' },
  { key: 'city', label: 'City', placeholder: 'e.g. Dhaka', autoComplete: 'address-level2' },
  { key: 'division', label: 'Division', placeholder: 'e.g. Dhaka', autoComplete: 'address-level1' },
  {
    key: 'zipCode',
    label: 'Zip Code',
    placeholder: 'e.g. 1205',
    numeric: true,
    autoComplete: 'postal-code',
  },
  {
    key: 'phoneNo',
    label: 'Phone No',
    placeholder: 'e.g. 01712345678',
    numeric: true,
    autoComplete: 'tel',
  },
  { key: 'facebook', label: 'Facebook', placeholder: 'facebook.com/you', autoComplete: 'url' },
  { key: 'bloodGroup', label: 'Blood Group', placeholder: "e.g. 'A+', 'O-', 'AB-'" },
];
