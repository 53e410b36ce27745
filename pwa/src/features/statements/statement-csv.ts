// The admin's month of statements as CSV (one row per resident, then the totals; after a blank
// line, one row per cover period overlapping the month with its whole figures), built on the
// device from the same answer the screen shows, so the export always matches it.
import type { StatementsAnswer } from '@hostel/shared-schema';

const cell = (value: string | number): string => {
  if (typeof value === 'number') return String(value);
  const text = value;
  // Quote what needs it; a leading =, +, - or @ could run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) || safe !== text ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function statementsCsv(answer: StatementsAnswer): string {
  const header = [
    'Name',
    'Email',
    'Package',
    'Paid (Tk)',
    'Skipped meals',
    'Rebate (Tk)',
    'Net (Tk)',
  ];
  const rows = answer.statements.map((statement) => [
    statement.name,
    statement.email,
    statement.package ?? 'none',
    statement.paid,
    statement.skips.length,
    statement.rebateTotal,
    statement.net,
  ]);
  const { totals } = answer;
  rows.push(['Total', '', '', totals.paid, totals.skips, totals.rebateTotal, totals.net]);
  const periodHeader = [
    'Name',
    'Email',
    'Period starts',
    'Period ends',
    'Package',
    'Paid (Tk)',
    'Skipped meals',
    'Rebate (Tk)',
    'Net (Tk)',
  ];
  const periodRows = answer.statements.flatMap((statement) =>
    statement.periods.map((period) => [
      statement.name,
      statement.email,
      period.starts,
      period.ends,
      period.package,
      period.paid,
      period.skips,
      period.rebates,
      period.net,
    ]),
  );
  return (
    [header, ...rows, [], periodHeader, ...periodRows]
      .map((row) => row.map(cell).join(','))
      .join('\r\n') + '\r\n'
  );
}

/** Lets the browser save the CSV under `name`. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
