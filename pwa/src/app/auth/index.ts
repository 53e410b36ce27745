// Public surface of the auth context.
export { AuthContext, type AuthContextValue } from './auth-context';
export { AuthProvider } from './auth-provider';
export { returnPathFrom, returnToState } from './return-to';
export { useAuth } from './use-auth';
