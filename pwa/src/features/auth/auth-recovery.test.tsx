// Sign-in you can recover from, in happy-dom: beside the spec's toast (raw code included) the
// failure stays on the form; offline, the form says so and sends nothing; registration shows
// every broken rule at once, says the photo is required before any submit and can show the
// password; "Forgot password?" sends a link, and the reset page follows one (a dead link says
// so, a live one takes the new password twice and signs in).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AUTH_CODES, PASSWORD_RESET_TEXTS, VALIDATION } from '@hostel/shared-schema';
import type { AuthContextValue } from '../../app/auth';
import { AuthStub, spiedAuth } from '../../test-support/render';
import { toast } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { AUTH_FORM_ERRORS } from './auth-errors';
import { AUTH_OFFLINE_TEXT } from './components/auth-form';
import { ForgotPasswordPage } from './pages/forgot-password-page';
import { LoginPage } from './pages/login-page';
import { PHOTO_HINT, RegistrationPage } from './pages/registration-page';
import { ResetPasswordPage } from './pages/reset-password-page';

const TOKEN = 'A'.repeat(43);
type Call = { url: string; body: unknown };
let calls: Call[] = [];
/** The server's answer per path (under /api). */
let answers: Record<string, { status: number; body: unknown }> = {};

beforeEach(() => {
  calls = [];
  answers = {
    '/public-config': {
      status: 200,
      body: {
        payments: { provider: 'test' },
        identity: { provider: 'embedded' },
        passwordReset: 'email',
      },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://app.test');
      calls.push({
        url: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const answer = answers[url.pathname.replace(/^\/api/, '')] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  toast.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string, auth: Partial<AuthContextValue> = {}) {
  const value = spiedAuth(auth);
  render(
    <AuthStub value={value}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/registration" element={<RegistrationPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<p>landed at the other page</p>} />
        </Routes>
      </MemoryRouter>
    </AuthStub>,
  );
  return value;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const form = (name: string) => screen.getByRole('form', { name });

describe('sign-in that stays on the form', () => {
  it.each([
    [AUTH_CODES.invalidLogin, AUTH_FORM_ERRORS.invalidLogin],
    [AUTH_CODES.tooManyRequests, AUTH_FORM_ERRORS.tooManyRequests],
    ['auth/something-new', 'auth/something-new'],
  ])('a %s failure keeps %j on the form after the toast is gone', async (code, text) => {
    renderAt('/login', { signIn: vi.fn().mockRejectedValue(new ApiError(401, code, 'x')) });
    type('Email', 'r@hostel.test');
    type(/^Password/, 'secret#1');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(form('Login').querySelector('.auth-form__notice--error')?.textContent).toBe(text),
    );
    act(() => toast.reset());
    expect(form('Login').querySelector('.auth-form__notice--error')?.textContent).toBe(text);
  });

  it('offline: the form says so, and Login sends nothing', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const auth = renderAt('/login');
    expect(screen.getByText(AUTH_OFFLINE_TEXT)).toBeTruthy();
    type('Email', 'r@hostel.test');
    type(/^Password/, 'secret#1');
    const login = screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement;
    expect(login.disabled).toBe(true);
    fireEvent.submit(form('Login'));
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('links to "Forgot password?"', () => {
    renderAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});

describe('registration', () => {
  it('shows every broken password rule at once, in the spec words', () => {
    renderAt('/registration');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    type(/^Password/, 'abc');
    expect(screen.getByText(VALIDATION.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordNoSpecial)).toBeTruthy();
    // The first invalid field has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('says the photo is required before any submit', () => {
    renderAt('/registration');
    const photo = screen.getByLabelText('Photo');
    expect(screen.getByText(PHOTO_HINT)).toBeTruthy();
    expect(photo.getAttribute('aria-describedby')).toBe(
      screen.getByText(PHOTO_HINT).getAttribute('id'),
    );
    expect(photo.getAttribute('aria-required')).toBe('true');
  });

  it('shows and hides the password', () => {
    renderAt('/registration');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(toggle);
  });
});

describe('password reset pages', () => {
  it('"Forgot password?" sends the e-mail and says the same for any address', async () => {
    answers['/auth/password-reset/request'] = { status: 202, body: { accepted: true } };
    renderAt('/forgot-password');
    const send = await screen.findByRole('button', { name: 'Send reset link' });
    fireEvent.click(send);
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    type('Email', 'r@hostel.test');
    fireEvent.click(send);
    await screen.findByText(PASSWORD_RESET_TEXTS.requestSent);
    expect(calls.find((call) => call.url.endsWith('/password-reset/request'))?.body).toEqual({
      email: 'r@hostel.test',
    });
  });

  it('a dead link says so and offers a new one', async () => {
    answers['/auth/password-reset/check'] = {
      status: 400,
      body: {
        error: {
          code: 'auth/expired-reset-link',
          message: PASSWORD_RESET_TEXTS.linkDead,
          field: 'token',
        },
      },
    };
    renderAt(`/reset-password#token=${TOKEN}`);
    await screen.findByText(PASSWORD_RESET_TEXTS.linkDead);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });

  it('a live link takes the new password twice, then signs in', async () => {
    answers['/auth/password-reset/check'] = {
      status: 200,
      body: { email: 'r@hostel.test', expiresAt: Date.now() + 60_000 },
    };
    answers['/auth/password-reset/complete'] = {
      status: 200,
      body: { _id: 'u1', email: 'r@hostel.test', name: 'R' },
    };
    const auth = renderAt(`/reset-password#token=${TOKEN}`);
    await screen.findByText(/For r@hostel.test/);
    type(/^New password/, 'abc');
    type(/^Repeat the new password/, 'abd');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByText(VALIDATION.passwordTooShort)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordNoSpecial)).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();

    type(/^New password/, 'New#pass2');
    type(/^Repeat the new password/, 'New#pass2');
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await screen.findByText('landed at the other page');
    expect(calls.find((call) => call.url.endsWith('/password-reset/complete'))?.body).toEqual({
      token: TOKEN,
      newPassword: 'New#pass2',
    });
    expect(auth.refresh).toHaveBeenCalled();
  });
});
