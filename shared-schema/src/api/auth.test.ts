// The registration and login rules of spec §5, as the PWA's forms and the server both apply them.
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { loginBodySchema, registerBodySchema, upsertUserBodySchema } from './auth';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

const good = { name: 'Rahim', email: 'Rahim@Hostel.test', password: 'secret!1' };

describe('registerBodySchema', () => {
  it('accepts a good registration, lower-casing the email', () => {
    const parsed = registerBodySchema.parse({ ...good, photo: 'https://images.example/a.png' });
    expect(parsed.email).toBe('rahim@hostel.test');
  });

  it.each([
    [{ name: '' }, 'name', VALIDATION.nameRequired],
    [{ name: undefined }, 'name', VALIDATION.nameRequired],
    [{ email: '' }, 'email', VALIDATION.emailRequired],
    [{ email: undefined }, 'email', VALIDATION.emailRequired],
    [{ email: 'rahim@hostel' }, 'email', VALIDATION.emailInvalid],
    [{ password: '' }, 'password', VALIDATION.passwordRequired],
    [{ password: undefined }, 'password', VALIDATION.passwordRequired],
    [{ password: 'a!b2c' }, 'password', VALIDATION.passwordTooShort],
    [{ password: 'abcdef' }, 'password', VALIDATION.passwordNoSpecial],
    [{ photo: 'ftp://images.example/a.png' }, 'photo', undefined],
    [{ photo: '//evil.example/a.png' }, 'photo', undefined],
  ])('refuses %o on %s', (change, field, message) => {
    const issue = firstIssue(registerBodySchema.safeParse({ ...good, ...change }));
    expect(issue?.path).toEqual([field]);
    if (message) expect(issue?.message).toBe(message);
  });

  it('treats an empty photo as none (the image file is then required by the server)', () => {
    expect(registerBodySchema.parse({ ...good, photo: '' }).photo).toBeUndefined();
  });
});

describe('loginBodySchema', () => {
  it.each([
    [{ email: '' }, 'email', VALIDATION.emailRequired],
    [{ email: 'x' }, 'email', VALIDATION.emailInvalid],
    [{ password: '' }, 'password', VALIDATION.passwordRequired],
  ])('refuses %o on %s', (change, field, message) => {
    const issue = firstIssue(loginBodySchema.safeParse({ ...good, ...change }));
    expect(issue).toMatchObject({ path: [field], message });
  });

  it('does not apply the registration strength rules to a sign-in', () => {
    expect(loginBodySchema.safeParse({ email: 'a@b.io', password: 'x' }).success).toBe(true);
  });
});

describe('upsertUserBodySchema', () => {
  it('keeps name and photo, and turns blank or null ones into "keep the stored value"', () => {
    expect(
      upsertUserBodySchema.parse({ name: ' Rahim ', photo: 'https://a.example/p.png' }),
    ).toMatchObject({ name: 'Rahim', photo: 'https://a.example/p.png' });
    const blank = upsertUserBodySchema.parse({ name: null, photo: '  ', role: 'admin' });
    expect(blank.name).toBeUndefined();
    expect(blank.photo).toBeUndefined();
  });
});
