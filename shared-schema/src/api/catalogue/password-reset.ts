// Catalogue: the password reset (api/password-reset.ts). Mounted with the embedded identity
// provider only (like register and login); the request by e-mail needs SMTP_URL, the
// admin-issued link its absence (the default).
import { userDocSchema } from '../auth';
import {
  adminResetLinkBodySchema,
  adminResetLinkResponseSchema,
  passwordResetCheckBodySchema,
  passwordResetCheckResponseSchema,
  passwordResetCompleteBodySchema,
  passwordResetRequestBodySchema,
  passwordResetRequestResponseSchema,
  resetLinkLogResponseSchema,
} from '../password-reset';
import { endpoints } from './endpoint';

export const PASSWORD_RESET_ENDPOINTS = endpoints({
  passwordResetRequest: {
    method: 'POST',
    path: '/auth/password-reset/request',
    access: 'public',
    body: passwordResetRequestBodySchema,
    response: passwordResetRequestResponseSchema,
    status: [202],
    when: 'SMTP_URL set',
  },
  passwordResetCheck: {
    method: 'POST',
    path: '/auth/password-reset/check',
    access: 'public',
    body: passwordResetCheckBodySchema,
    response: passwordResetCheckResponseSchema,
  },
  passwordResetComplete: {
    method: 'POST',
    path: '/auth/password-reset/complete',
    access: 'public',
    body: passwordResetCompleteBodySchema,
    response: userDocSchema,
  },
  adminResetLink: {
    method: 'POST',
    path: '/admin/password-reset-links',
    access: 'admin',
    body: adminResetLinkBodySchema,
    response: adminResetLinkResponseSchema,
    status: [201],
  },
  resetLinkLog: {
    method: 'GET',
    path: '/auth/password-reset-links',
    access: 'user',
    response: resetLinkLogResponseSchema,
  },
});
