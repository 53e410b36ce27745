// Login and registration screens in happy-dom with a stub auth context: the spec §5 messages,
// what is sent, the §8 toasts and the return to the remembered page.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AUTH_CODES, MESSAGES, VALIDATION, type UserDoc } from '@hostel/shared-schema';
import type { AuthContextValue } from '../../app/auth';
import { AuthStub, spiedAuth } from '../../test-support/render';
import { toast } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { LoginPage } from './pages/login-page';
import { RegistrationPage } from './pages/registration-page';

const someone = { email: 'r@hostel.test', name: 'R' } as UserDoc;

function renderAt(path: string, auth: Partial<AuthContextValue>, from?: string) {
  const value = spiedAuth(auth);
  render(
    <AuthStub value={value}>
      <MemoryRouter
        initialEntries={[{ pathname: path, state: from ? { from: { pathname: from } } : null }]}
      >
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/registration" element={<RegistrationPage />} />
          <Route path="*" element={<p>landed at the other page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthStub>,
  );
  return value;
}

function toastTitles(): string[] {
  let titles: string[] = [];
  toast.subscribe((items) => (titles = items.map((item) => item.title)))();
  return titles;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LoginPage', () => {
  afterEach(() => {
    cleanup();
    toast.reset();
  });

  it('shows the required messages and sends nothing', () => {
    const auth = renderAt('/login', {});
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordRequired)).toBeTruthy();
    type('Email', 'not-an-email');
    expect(screen.getByText(VALIDATION.emailInvalid)).toBeTruthy();
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it.each([
    [AUTH_CODES.invalidLogin, MESSAGES.invalidLogin],
    [AUTH_CODES.tooManyRequests, AUTH_CODES.tooManyRequests],
  ])('a %s failure toasts %j', async (code, text) => {
    renderAt('/login', { signIn: vi.fn().mockRejectedValue(new ApiError(401, code, 'x')) });
    type('Email', 'r@hostel.test');
    type('Password', 'secret#1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(toastTitles()).toEqual([text]));
  });

  it.each(['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'])(
    "Firebase's %s toasts the invalid-login text",
    async (code) => {
      const error = Object.assign(new Error(`Firebase: Error (${code}).`), { code });
      renderAt('/login', { signIn: vi.fn().mockRejectedValue(error) });
      type('Email', 'r@hostel.test');
      type('Password', 'secret#1');
      fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(toastTitles()).toEqual([MESSAGES.invalidLogin]));
    },
  );

  it("signs in, toasts 'LogIn Succesfully' and returns to the remembered page", async () => {
    const auth = renderAt(
      '/login',
      { signIn: vi.fn().mockResolvedValue(someone) },
      '/dashboard/my-reviews',
    );
    type('Email', ' r@hostel.test ');
    type('Password', 'secret#1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('landed at the other page');
    expect(auth.signIn).toHaveBeenCalledWith('r@hostel.test', 'secret#1');
    expect(toastTitles()).toEqual([MESSAGES.loginSuccess]);
  });

  it('has no Google button without a provider that offers it', () => {
    renderAt('/login', {});
    expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
  });
});

describe('RegistrationPage', () => {
  afterEach(() => {
    cleanup();
    toast.reset();
  });

  it.each([
    ['abc', VALIDATION.passwordTooShort],
    ['abcdefg', VALIDATION.passwordNoSpecial],
  ])('password %j gives %j', (password, message) => {
    renderAt('/registration', {});
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(VALIDATION.nameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.imageRequired)).toBeTruthy();
    type('Password', password);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('refuses a file that is not a jpg, jpeg, png or webp', () => {
    renderAt('/registration', {});
    const file = new File(['x'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText(VALIDATION.fileNotImage)).toBeTruthy();
  });

  it('registers with the photo file and toasts the result', async () => {
    const auth = renderAt('/registration', { register: vi.fn().mockResolvedValue(someone) });
    type('Name', 'Rina');
    type('Email', 'rina@example.com');
    type('Password', 'secret#1');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('landed at the other page');
    expect(auth.register).toHaveBeenCalledWith({
      name: 'Rina',
      email: 'rina@example.com',
      password: 'secret#1',
      image: file,
    });
    expect(toastTitles()).toEqual([MESSAGES.registered]);
  });
});
