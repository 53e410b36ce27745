// Component-test helpers (happy-dom): render routes in a memory router with a given auth state,
// without a server. `renderRoutes([{path, element}], {path: '/x', auth: {user, role}})`.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { UserDoc } from '@hostel/shared-schema';
import { AuthContext, type AuthContextValue } from '../app/auth/auth-context';

export function fakeUser(overrides: Partial<UserDoc> = {}): UserDoc {
  return {
    _id: 'u1',
    name: 'Ayesha Rahman',
    email: 'resident@hostel.test',
    role: 'general',
    badge: 'bronze',
    about: {},
    likings: [],
    ulikings: [],
    photo: '',
    isChatted: false,
    package: '',
    ...overrides,
  };
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    role: undefined,
    loading: false,
    signIn: async () => fakeUser(),
    register: async () => fakeUser(),
    signInWithGoogle: async () => fakeUser(),
    signOut: async () => undefined,
    refresh: async () => undefined,
    ...overrides,
  };
}

export function AuthStub({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function renderRoutes(
  routes: RouteObject[],
  { path = '/', auth = fakeAuth() }: { path?: string; auth?: AuthContextValue } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AuthStub value={auth}>
      <RouterProvider router={router} />
    </AuthStub>,
  );
  return { ...result, router };
}
