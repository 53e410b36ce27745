// The statements CSV: one row per resident then the totals, then one row per cover period; numbers stay numbers (a negative net
// is not mistaken for a formula), text that could run as a formula or break a row is quoted.
import { expect, it } from 'vitest';
import type { StatementsAnswer } from '@hostel/shared-schema';
import { statementsCsv } from './statement-csv';

const base = {
  month: '2026-11',
  payments: [],
  skips: [{ date: '2026-11-24', slot: 'lunch' as const, rebate: 44, served: false }],
  servedMeals: [],
  paid: 0,
  rebateTotal: 44,
  net: -44,
  periods: [],
};

it('writes a header, a row per resident and the totals', () => {
  const answer: StatementsAnswer = {
    month: '2026-11',
    statements: [
      {
        ...base,
        email: 'a@hostel.test',
        name: 'Ayesha, "Ash"',
        package: 'gold',
        periods: [
          {
            starts: '2026-11-10',
            ends: '2026-12-09',
            package: 'gold',
            paid: 4000,
            skips: 1,
            rebates: 44,
            net: 3956,
          },
        ],
      },
      { ...base, email: 'b@hostel.test', name: '=HYPERLINK("x")', package: null },
    ],
    totals: { paid: 0, skips: 2, rebateTotal: 88, net: -88 },
  };
  expect(statementsCsv(answer).split('\r\n')).toEqual([
    'Name,Email,Package,Paid (Tk),Skipped meals,Rebate (Tk),Net (Tk)',
    '"Ayesha, ""Ash""",a@hostel.test,gold,0,1,44,-44',
    `"'=HYPERLINK(""x"")",b@hostel.test,none,0,1,44,-44`,
    'Total,,,0,2,88,-88',
    '',
    'Name,Email,Period starts,Period ends,Package,Paid (Tk),Skipped meals,Rebate (Tk),Net (Tk)',
    '"Ayesha, ""Ash""",a@hostel.test,2026-11-10,2026-12-09,gold,4000,1,44,3956',
    '',
  ]);
});
