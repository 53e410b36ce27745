// Public surface of the auth context.
export { AuthContext, type AuthContextValue, type RegisterInput } from './auth-context';
export { AuthProvider } from './auth-provider';
export { returnPathFrom, returnToState, type ReturnToState } from './return-to';
export { useAuth } from './use-auth';
