// Component-test helpers (happy-dom): render routes in a memory router (declarative mode, as the
// app's BrowserRouter) with a given auth state, without a server.
// `renderRoutes([{path, element}], {path: '/x', auth: {user, role}})` answers the rendered result
// and `location()`, where the router is now; QueryStub gives a screen its own TanStack Query
// client.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import {
  MemoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router-dom';
import type { UserDoc } from '@hostel/shared-schema';
import { AuthContext, type AuthContextValue } from '../app/auth/auth-context';
import { createQueryClient } from '../lib/server-query';

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

/** A signed-out auth state whose every action is a spy, for tests that check what was called. */
export function spiedAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuth({
    signIn: vi.fn(),
    register: vi.fn(),
    signInWithGoogle: vi.fn(),
    signOut: vi.fn(),
    refresh: vi.fn(),
    ...overrides,
  });
}

export function AuthStub({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function renderRoutes(
  routes: RouteObject[],
  { path = '/', auth = fakeAuth() }: { path?: string; auth?: AuthContextValue } = {},
) {
  const now: { location?: Location } = {};
  const result = render(
    <QueryStub>
      <AuthStub value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <RoutesOf routes={routes} />
          <LocationProbe into={now} />
        </MemoryRouter>
      </AuthStub>
    </QueryStub>,
  );
  return { ...result, location: () => now.location! };
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function LocationProbe({ into }: { into: { location?: Location } }) {
  into.location = useLocation();
  return null;
}

/** A fresh TanStack Query client per test, set up like the app's (createQueryClient). */
export function QueryStub({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
