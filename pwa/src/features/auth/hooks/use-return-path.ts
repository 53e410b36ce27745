// Where to go after signing in: the page a guard remembered (spec §2), else Home.
import { useLocation } from 'react-router-dom';
import { returnPathFrom } from '../../../app/auth';

export function useReturnPath(): string {
  return returnPathFrom(useLocation());
}
