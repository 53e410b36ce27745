// The month a statement page shows ("yyyy-MM"), kept in the address (?month=) and defaulting
// to the hostel's current month.
import { useSearchParams } from 'react-router-dom';
import { dateAt } from '@hostel/shared-schema';
import { useHostelSettings } from '../../../db';

export function useMonth(): [string, (month: string) => void] {
  const { settings } = useHostelSettings();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked)
    ? asked
    : dateAt(Date.now(), settings.timeZone).slice(0, 7);
  return [month, (next) => setParams(next ? { month: next } : {}, { replace: true })];
}
